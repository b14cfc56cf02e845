import type { OpenApiDocument } from './document';
import type { JsonSchema } from './json-schema';
import { escapeHtml, prose, schemaView } from './schema-view';

// GET /api/docs: the OpenAPI document rendered on the server as one HTML page, with no script and no
// outside files (the product runs offline), so it reads the same in any browser or text browser.

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a1b1e;background:#f8f9fa}
main{max-width:980px;margin:0 auto;padding:24px}
h1{margin:0 0 4px}h2{margin-top:40px;border-bottom:2px solid #dee2e6;padding-bottom:4px}
nav a{margin-right:12px}code{background:#eef0f3;padding:0 4px;border-radius:4px;font-size:13px}
details{background:#fff;border:1px solid #dee2e6;border-radius:8px;margin:8px 0;padding:8px 12px}
summary{cursor:pointer}summary code{background:none;font-size:14px}
.m{display:inline-block;min-width:58px;font-weight:700;font-family:monospace}
.GET{color:#1971c2}.POST{color:#2f9e44}.PUT{color:#e8590c}.DELETE{color:#e03131}
.access{float:right;font-size:12px;border-radius:10px;padding:0 8px;background:#e9ecef}
.admin{background:#ffe3e3}.player{background:#d3f9d8}.legend .access{float:none}
.fields{margin:2px 0 2px 8px;padding-left:16px;border-left:2px solid #e9ecef;list-style:none}
.req{color:#e03131}.note{color:#868e96;font-size:13px}.type{font-style:italic}
table{border-collapse:collapse}td,th{text-align:left;padding:2px 10px 2px 0;vertical-align:top}
`;

type Operation = JsonSchema & {
  operationId: string;
  summary: string;
  tags: string[];
  'x-access': string;
  parameters?: JsonSchema[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, JsonSchema>;
};

function responseLine(status: string, response: JsonSchema, doc: OpenApiDocument): string {
  const ref = typeof response.$ref === 'string' ? response.$ref.split('/').at(-1)! : null;
  const shared = ref ? (doc.components.responses as Record<string, JsonSchema>)[ref] : undefined;
  const resolved = shared ?? response;
  const content = resolved.content as { 'application/json'?: { schema: JsonSchema } } | undefined;
  const schema = content?.['application/json']?.schema;
  const body = schema && Object.keys(schema).length > 0 ? ` ${schemaView(schema)}` : '';
  return `<tr><th>${escapeHtml(status)}</th><td>${prose(String(resolved.description ?? ''))}${body}</td></tr>`;
}

function operationHtml(method: string, path: string, op: Operation, doc: OpenApiDocument): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p.name))}</code>${p.required ? '<span class="req">*</span>' : ''}</td>` +
        `<td>${escapeHtml(String(p.in))}</td><td>${schemaView(p.schema)}</td></tr>`,
    )
    .join('');
  const body = op.requestBody?.content['application/json'].schema;
  const responses = Object.entries(op.responses)
    .map(([status, response]) => responseLine(status, response, doc))
    .join('');
  const upper = method.toUpperCase();
  return `<details id="${escapeHtml(op.operationId)}"><summary><span class="m ${upper}">${upper}</span>
<code>${escapeHtml(path)}</code> ${prose(op.summary)}<span class="access ${escapeHtml(op['x-access'])}">${escapeHtml(op['x-access'])}</span></summary>
${op.description ? `<p>${prose(String(op.description))}</p>` : ''}
${params ? `<h4>Parameters</h4><table>${params}</table>` : ''}
${body ? `<h4>JSON body</h4>${schemaView(body)}` : ''}
<h4>Responses</h4><table>${responses}</table></details>`;
}

/** The whole reference page of a document. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const info = doc.info as { title: string; description: string; version: string };
  const tags = (doc.tags as { name: string }[]).map((t) => t.name);
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, op: op as Operation })),
  );
  const sections = tags.map((tag) => {
    const anchor = `tag-${tag.replace(/[^A-Za-z0-9]+/g, '-')}`;
    const items = operations.filter(({ op }) => op.tags.includes(tag));
    return `<h2 id="${escapeHtml(anchor)}">${escapeHtml(tag)}</h2>${items.map(({ method, path, op }) => operationHtml(method, path, op, doc)).join('\n')}`;
  });
  const schemas = Object.entries(doc.components.schemas).map(
    ([name, schema]) =>
      `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${schemaView(schema)}</section>`,
  );
  const nav = tags
    .map((tag) => `<a href="#tag-${escapeHtml(tag.replace(/[^A-Za-z0-9]+/g, '-'))}">${escapeHtml(tag)}</a>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(info.title)}</title><style>${STYLE}</style></head><body><main>
<h1>${escapeHtml(info.title)}</h1><p class="note">version ${escapeHtml(info.version)} · OpenAPI ${escapeHtml(doc.openapi)} ·
<a href="/api/openapi.json">openapi.json</a></p><p>${prose(info.description)}</p>
<p class="legend">Access: <span class="access public">public</span> anyone (a session may personalise the answer),
<span class="access player">player</span> signed in, <span class="access admin">admin</span> administrators.
Fields marked <span class="req">*</span> are required.</p>
<nav>${nav}<a href="#schemas">Schemas</a></nav>
${sections.join('\n')}
<h2 id="schemas">Schemas</h2>${schemas.join('\n')}
</main></body></html>`;
}
