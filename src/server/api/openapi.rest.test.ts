import { describe, expect, it } from 'vitest';
import { openApiValidator } from '../../../tests/support/openapi-validator';
import { sharedTestApp } from '../../../tests/support/test-app';
import { openApiPath } from '../platform/transport/openapi/operation';
import { navigations } from './navigations';
import { appOpenApiDocument } from './reference';
import { appProcedures } from './router';
import { restRoutes, routeKey } from './routes';

const t = sharedTestApp();
const doc = appOpenApiDocument();
const tableKeys = [...restRoutes, ...navigations].map((r) => `${r.method} ${openApiPath(r.url)}`);
const documentKeys = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and holds exactly the paths of the table, once each', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(new Set(tableKeys).size).toBe(tableKeys.length);
    expect([...documentKeys].sort()).toEqual([...tableKeys].sort());
  });

  it('says who may call each path, as the procedure decides', () => {
    for (const route of restRoutes) {
      const op = doc.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      const access = appProcedures.describe(route.procedure).access;
      expect([op['x-access'], op['x-procedure']], routeKey(route)).toEqual([access, route.procedure]);
      const responses = op.responses as Record<string, unknown>;
      if (access !== 'public') expect(responses, routeKey(route)).toHaveProperty('401');
      if (access === 'admin') expect(responses, routeKey(route)).toHaveProperty('403');
      expect(responses, routeKey(route)).toHaveProperty('200');
    }
  });

  it('gives every operation a unique id, and every reference a target', () => {
    const ids = documentKeys.map((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return doc.paths[path]![method.toLowerCase()]!.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    const refs = JSON.stringify(doc).match(/"\$ref":"#\/components\/[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const [, kind, name] = ref.slice(9, -1).split('/').slice(1) as [string, string, string];
      expect((doc.components as Record<string, Record<string, unknown>>)[kind]?.[name], ref).toBeDefined();
    }
  });

  it('has path parameters for every `{name}` and schemas ajv can compile', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(methods)) {
        const inPath = ((op.parameters ?? []) as { in: string; name: string }[]).filter(
          (p) => p.in === 'path',
        );
        expect(
          inPath.map((p) => p.name),
          path,
        ).toEqual(names);
      }
    }
    expect(openApiValidator(doc).compileAll()).toBeGreaterThan(300);
  });

  it('documents bodies and queries from the procedures’ input schemas', () => {
    const pick = doc.paths['/api/picks']!.post!.requestBody as {
      content: Record<string, { schema: object }>;
    };
    expect(pick.content['application/json']!.schema).toMatchObject({
      required: ['gameId', 'selectedTeamId'],
      properties: {
        // Ids are JSON numbers or their decimal digits, nothing else (numberOrDigits).
        gameId: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^[0-9]+$' }] },
        selectedTeamId: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^[0-9]+$' }] },
      },
    });
    const users = doc.paths['/api/admin/users']!.get!.parameters as { name: string; in: string }[];
    expect(users.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:search',
      'query:page',
      'query:pageSize',
      'query:sort',
    ]);
    const grade = doc.paths['/api/admin/picks/{id}/grade']!.put!;
    expect(JSON.stringify(grade.requestBody)).not.toContain('pickId');
  });
});

describe('GET /api/openapi.json and GET /api/docs', () => {
  it('serve the document to anyone', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('render every path on one page that loads nothing from elsewhere', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    for (const route of restRoutes) expect(res.body).toContain(`<code>${openApiPath(route.url)}</code>`);
    expect(res.body).toContain('id="schema-Game"');
    expect(res.body).not.toMatch(/<script|<link|src=|https?:\/\/(?!json-schema\.org)/i);
  });
});
