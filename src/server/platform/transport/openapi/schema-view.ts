import type { JsonSchema } from './json-schema';

/** Text made safe for HTML. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Plain words with `code` spans, as the route table writes them. */
export const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Bounds and formats worth a reader's eye, in words. */
function constraints(schema: JsonSchema): string {
  const notes: string[] = [];
  const say = (key: string, words: string) => {
    if (schema[key] !== undefined) notes.push(`${words} ${escapeHtml(JSON.stringify(schema[key]))}`);
  };
  say('minLength', 'min length');
  say('maxLength', 'max length');
  say('minimum', '≥');
  say('exclusiveMinimum', '>');
  say('maximum', '≤');
  say('minItems', 'min items');
  say('maxItems', 'max items');
  say('format', 'format');
  say('default', 'default');
  if (typeof schema.pattern === 'string' && schema.pattern.length <= 40) say('pattern', 'pattern');
  return notes.length > 0 ? ` <span class="note">(${notes.join(', ')})</span>` : '';
}

/** A schema as a reader wants it: types in words, objects as field lists, named schemas as links. */
export function schemaView(schema: unknown, depth = 0): string {
  if (!isSchema(schema) || depth > 12) return '<span class="type">any</span>';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').at(-1) ?? '';
    return `<a class="type" href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) return alternatives.map((s) => schemaView(s, depth + 1)).join(' or ');
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(', ');
    return `one of ${values}`;
  }
  if (schema.type === 'array') return `list of ${schemaView(schema.items, depth + 1)}${constraints(schema)}`;
  if (schema.type === 'object' && isSchema(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const fields = Object.entries(schema.properties).map(
      ([name, inner]) =>
        `<li><code>${escapeHtml(name)}</code>${required.has(name) ? '<span class="req" title="required">*</span>' : ''}: ${schemaView(inner, depth + 1)}</li>`,
    );
    return fields.length > 0 ? `object<ul class="fields">${fields.join('')}</ul>` : 'object';
  }
  const type = typeof schema.type === 'string' ? schema.type : 'any';
  return `<span class="type">${escapeHtml(type)}</span>${constraints(schema)}`;
}
