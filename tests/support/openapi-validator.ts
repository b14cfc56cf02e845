import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from '../../src/server/platform/transport/openapi/document';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM interop.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/** JSON pointer escaping of one path segment. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Validates bodies against the schemas of an OpenAPI 3.1 document with ajv (JSON Schema 2020-12).
 * The document is added whole, so `#/components/schemas/...` references resolve inside it.
 */
export function openApiValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const compile = (ref: string) => {
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate;
  };
  return {
    /** The statuses the document lists for `method path` (an OpenAPI path), as the text keys it uses. */
    documentedStatuses(method: string, path: string): string[] {
      const op = doc.paths[path]?.[method.toLowerCase()];
      return Object.keys((op?.responses as object | undefined) ?? {});
    },
    /** Problems of a 200 body of `method path` (an OpenAPI path such as /api/picks/{pickId}); [] when it fits. */
    responseProblems(method: string, path: string, status: string, body: unknown): string[] {
      const op = doc.paths[path]?.[method.toLowerCase()];
      const response = (op?.responses as Record<string, { $ref?: string }> | undefined)?.[status];
      if (!response) return [`no ${status} response documented for ${method} ${path}`];
      // Shared error answers live in components.responses: follow the reference there.
      const base = response.$ref
        ? `openapi${response.$ref}`
        : `openapi#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}`;
      const validate = compile(`${base}/content/application~1json/schema`);
      if (validate(body)) return [];
      return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`);
    },
    /** Compiles every schema of the document (throws on one ajv cannot read). */
    compileAll(): number {
      let count = 0;
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          const base = `openapi#/paths/${pointer(path)}/${method}`;
          const responses = (op.responses ?? {}) as Record<string, { content?: unknown }>;
          for (const [status, response] of Object.entries(responses)) {
            if (response.content) compile(`${base}/responses/${status}/content/application~1json/schema`);
            count += 1;
          }
          const body = (op.requestBody as { content?: unknown } | undefined)?.content;
          if (body) compile(`${base}/requestBody/content/application~1json/schema`);
          const params = (op.parameters ?? []) as unknown[];
          for (let i = 0; i < params.length; i++) compile(`${base}/parameters/${i}/schema`);
        }
      }
      return count;
    },
  };
}
