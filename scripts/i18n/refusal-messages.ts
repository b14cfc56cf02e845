import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { templateShape } from '../../src/shared/i18n/message-catalogue';

// Every text the server can answer as the `message` of a 4xx, read from the sources (issue 45, ADR 0047): what the
// error helpers and TRPCError are given, the message tables (`*_MESSAGES`, `*_MESSAGE`, `*_ERRORS`), the builders of
// messages (`...Message`, `...Problem`), `problem:` verdicts, `.send({ message })` answers, and the shared
// schemas' zod messages. A value built at run time is a template: `${cap}` reads `{cap}`. The catalogue test holds
// these and the Spanish catalogue to each other, both ways.

export interface RefusalText {
  /** The English text, `{name}` where a value goes. */
  text: string;
  /** Where it was found, `path:line`, for the test's failure message. */
  at: string;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['src/server', 'src/shared'];

/** The helpers that make a 4xx (platform/errors.ts); badGateway is a 502 and says the feed's own words. */
const ERROR_HELPERS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'tooManyRequests',
]);
const TABLE_NAME = /(MESSAGES?|_ERRORS)$/;
const BUILDER_NAME = /(Message|Problem)$|^acceptedPushServices$/;
/** zod's checks whose string argument is the message a failed check reports. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'startsWith',
  'endsWith',
  'includes',
  'multipleOf',
  'nonempty',
]);
/**
 * Files whose zod messages never reach a caller: the environment (read at start), the bus's own event checks and the
 * sports feed's answers (its failures are 502 with the feed's words); repos and SQL twins hold statements.
 */
const NOT_ANSWERS = [
  /^src\/server\/env\.ts$/,
  /^src\/server\/kernel\/events\.ts$/,
  /^src\/server\/modules\/sports-feed\/espn\.schema\.ts$/,
  /\.(repo|sql)\.ts$/,
];
const STRING_METHODS = new Set(['split', 'replace', 'replaceAll', 'indexOf', 'slice']);
const isStringMethod = (callee: ts.Expression) =>
  ts.isPropertyAccessExpression(callee) && STRING_METHODS.has(callee.name.text);
const SERVER_FAULT_CODES = new Set(['INTERNAL_SERVER_ERROR', 'BAD_GATEWAY']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Constants by name, across the sources: `const X = 'text'` and the values of `const X = { key: 'text' }`. */
type Constants = Map<string, string[] | Map<string, string[]>>;

/** A placeholder's name for a value in a template: the variable or property it reads. */
function valueName(expr: ts.Expression): string {
  if (ts.isIdentifier(expr)) return expr.text;
  if (ts.isPropertyAccessExpression(expr)) return expr.name.text;
  if (ts.isCallExpression(expr)) return valueName(expr.expression);
  if (ts.isParenthesizedExpression(expr)) return valueName(expr.expression);
  return 'value';
}

/** The texts an expression can be: a literal, a template, a named constant, either side of a condition. */
function textsOf(expr: ts.Expression | undefined, constants: Constants): string[] {
  if (!expr) return [];
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isTemplateExpression(expr)) {
    // Two values read alike (`${name(side)}` and `${name(leader)}`) get two placeholders: {name} and {name2}.
    const seen = new Map<string, number>();
    const placeholder = (expr: ts.Expression) => {
      const name = valueName(expr);
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      return count === 1 ? name : `${name}${count}`;
    };
    return [
      expr.head.text +
        expr.templateSpans.map((s) => `{${placeholder(s.expression)}}${s.literal.text}`).join(''),
    ];
  }
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr))
    return textsOf(expr.expression, constants);
  if (ts.isConditionalExpression(expr))
    return [...textsOf(expr.whenTrue, constants), ...textsOf(expr.whenFalse, constants)];
  if (
    ts.isBinaryExpression(expr) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expr.operatorToken.kind)
  )
    return [...textsOf(expr.left, constants), ...textsOf(expr.right, constants)];
  if (ts.isIdentifier(expr)) {
    const found = constants.get(expr.text);
    return Array.isArray(found) ? found : [];
  }
  if (ts.isPropertyAccessExpression(expr) && ts.isIdentifier(expr.expression)) {
    const table = constants.get(expr.expression.text);
    return table instanceof Map ? (table.get(expr.name.text) ?? []) : [];
  }
  if (ts.isCallExpression(expr)) return textsOf(expr.expression, constants);
  return [];
}

/** Every string and template literal under a node (a message table or builder). */
function literalsUnder(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n)) {
      found.push(...textsOf(n as ts.Expression, new Map()));
      return;
    }
    // A property's name or an element's key is no message.
    if (ts.isPropertyAssignment(n)) return visit(n.initializer);
    if (ts.isElementAccessExpression(n)) return visit(n.expression);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

const propertyNamed = (obj: ts.ObjectLiteralExpression, name: string) =>
  obj.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  );

function declaredName(node: ts.Node): string | undefined {
  if (ts.isFunctionDeclaration(node)) return node.name?.text;
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) return node.name.text;
  return undefined;
}

const unwrap = (expr: ts.Expression): ts.Expression =>
  ts.isAsExpression(expr) || ts.isParenthesizedExpression(expr) || ts.isSatisfiesExpression(expr)
    ? unwrap(expr.expression)
    : expr;

/** The file's constants: a text, or an object of texts (an arrow's template counts as its text). */
function collectConstants(source: ts.SourceFile, constants: Constants) {
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = unwrap(node.initializer);
      if (ts.isObjectLiteralExpression(value)) {
        const table = new Map<string, string[]>();
        for (const p of value.properties) {
          if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name)) continue;
          const init = unwrap(p.initializer);
          const texts = ts.isArrowFunction(init) ? literalsUnder(init.body) : textsOf(init, constants);
          if (texts.length > 0) table.set(p.name.text, texts);
        }
        constants.set(node.name.text, table);
      } else {
        const texts = textsOf(value, constants);
        if (texts.length > 0) constants.set(node.name.text, texts);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const WORDS = /[A-Za-z]{2,}/;
const withoutValues = (text: string) => text.replace(/\{[A-Za-z0-9_]+\}/g, '');

/** The texts of one file, each with its line. */
function textsOfFile(source: ts.SourceFile, file: string, constants: Constants): RefusalText[] {
  const usesZod = /from 'zod'/.test(source.text);
  const found: RefusalText[] = [];
  // `direct`: given to a refusal as it is, so one word ("Unauthorized") or values alone (`${message} "${sport}"`)
  // is a message; elsewhere (tables, builders) a message is words with a space between.
  const add = (texts: string[], node: ts.Node, direct: boolean) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const text of texts) {
      const fixed = withoutValues(text);
      const message = direct
        ? WORDS.test(fixed) || (templateShape(text) !== '{}' && text.includes('{'))
        : WORDS.test(fixed) && fixed.includes(' ');
      if (message) found.push({ text, at: `${file}:${line}` });
    }
  };
  const visit = (node: ts.Node) => {
    const name = declaredName(node);
    if (name && TABLE_NAME.test(name) && ts.isVariableDeclaration(node) && node.initializer) {
      add(literalsUnder(node.initializer), node, false);
      return;
    }
    if (name && BUILDER_NAME.test(name)) {
      const body = ts.isFunctionDeclaration(node) ? node.body : (node as ts.VariableDeclaration).initializer;
      if (body) add(literalsUnder(body), node, false);
      return;
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && ERROR_HELPERS.has(callee.text))
        add(textsOf(node.arguments[0], constants), node, true);
      if (usesZod && ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text))
        for (const arg of node.arguments) add(textsOf(arg, constants), node, true);
      // A schema helper given its message (`numberOrDigits('gameId must be a number')`): words with a space. A
      // string's own methods (`message.split(' is')`) take pieces of a message, not one.
      else if (usesZod && !isStringMethod(callee))
        for (const arg of node.arguments) add(textsOf(arg, constants), node, false);
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'send') {
        const arg = node.arguments[0];
        if (arg && ts.isObjectLiteralExpression(arg))
          add(textsOf(propertyNamed(arg, 'message')?.initializer, constants), node, true);
      }
    }
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'TRPCError'
    ) {
      const arg = node.arguments?.[0];
      if (arg && ts.isObjectLiteralExpression(arg)) {
        const code = propertyNamed(arg, 'code')?.initializer;
        const fault = code && ts.isStringLiteral(code) && SERVER_FAULT_CODES.has(code.text);
        if (!fault) add(textsOf(propertyNamed(arg, 'message')?.initializer, constants), node, true);
      }
    }
    if (ts.isObjectLiteralExpression(node)) {
      for (const prop of ['problem', ...(usesZod ? ['error', 'message'] : [])])
        add(textsOf(propertyNamed(node, prop)?.initializer, constants), node, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every 4xx text of the server, once each, with the first place it was found. */
export function refusalTexts(): RefusalText[] {
  const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .map((full) => ({ full, file: path.relative(ROOT, full) }))
    .filter(({ file }) => !NOT_ANSWERS.some((re) => re.test(file)));
  const sources = files.map(({ full, file }) => ({
    file,
    source: ts.createSourceFile(full, readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true),
  }));
  const constants: Constants = new Map();
  // Twice: a constant made of another file's constant (`timezoneInvalid: TIMEZONE_INVALID`) reads it the second time.
  for (let pass = 0; pass < 2; pass++) for (const { source } of sources) collectConstants(source, constants);
  const seen = new Map<string, RefusalText>();
  for (const { source, file } of sources)
    for (const found of textsOfFile(source, file, constants))
      if (!seen.has(found.text)) seen.set(found.text, found);
  return [...seen.values()];
}
