import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodDefaultIn } from './zod-words';

// zod's own words for checks the schemas give none, in Spanish (ADR 0047); a message of ours is never touched.

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues;
};

describe("zod's default words in Spanish", () => {
  it.each([
    [z.string().max(3), 'abcdef', 'Demasiado grande: se esperaba que texto tuviera <=3 caracteres'],
    [z.string(), 5, 'Entrada inválida: se esperaba texto, recibido número'],
    [z.number(), undefined, 'Entrada inválida: se esperaba número, recibido indefinido'],
    [z.enum(['x', 'y']), 'q', 'Opción inválida: se esperaba una de "x"|"y"'],
  ])('%#: writes the default in Spanish', (schema, input, spanish) => {
    const [issue] = issuesOf(schema, input);
    expect(zodDefaultIn(issue!, 'es')).toBe(spanish);
  });

  it("leaves a schema's own message to the catalogue, and English alone", () => {
    const [own] = issuesOf(z.string().max(3, 'Names are short'), 'abcdef');
    expect(zodDefaultIn(own!, 'es')).toBeUndefined();
    const [issue] = issuesOf(z.string(), 5);
    expect(zodDefaultIn(issue!, 'en')).toBeUndefined();
  });
});
