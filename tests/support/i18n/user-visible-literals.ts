import ts from 'typescript';

// Finds the words a player would read that are written in a client file instead of coming from a catalogue
// (docs/i18n.md, "No string left behind"): JSX text, string literals in JSX expressions, string values of the
// props a player reads or hears (and of object properties of those names: option lists, menu entries), and the
// words handed to a toast. A literal counts when it holds a letter: '·',
// '—', '#', '%' and emoji are the same in every language.

/** Props whose value a player reads or a screen reader says. */
export const VISIBLE_PROPS = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'description',
  'subtitle',
  'emptyText',
  'message',
  'error',
  'confirmLabel',
  'cancelLabel',
  'nothingFoundMessage',
  'shown',
  'spoken',
]);

export interface VisibleLiteral {
  line: number;
  text: string;
}

const HAS_LETTER = /\p{L}/u;

/** The static text of a string or template literal (a template's fixed parts, its ${} left out). */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return null;
}

/** The literals an expression may evaluate to: itself, either side of `a ? b : c`, the right of `a && b`/`a ?? b`. */
function shownLiterals(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node))
    return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    }
    if (op === ts.SyntaxKind.PlusToken) return [...shownLiterals(node.left), ...shownLiterals(node.right)];
  }
  return literalText(node) === null ? [] : [node];
}

/** toast.success('...'), toast.error('...'), toast.news(...), toast.signedOut(...). */
function isToastCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'toast'
  );
}

export function visibleLiterals(fileName: string, source: string): VisibleLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: VisibleLiteral[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!HAS_LETTER.test(clean)) return;
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: clean });
  };
  const reportExpression = (expression: ts.Expression) => {
    for (const literal of shownLiterals(expression)) report(literal, literalText(literal) ?? '');
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, node.text);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      reportExpression(node.expression);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      if (VISIBLE_PROPS.has(name)) {
        const init = node.initializer;
        if (ts.isStringLiteral(init)) report(init, init.text);
        else if (ts.isJsxExpression(init) && init.expression) reportExpression(init.expression);
      }
    } else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      VISIBLE_PROPS.has(node.name.text)
    ) {
      // { value: 'male', label: 'Male' }: an option list or a menu's entries.
      reportExpression(node.initializer);
    } else if (ts.isCallExpression(node) && isToastCall(node)) {
      for (const argument of node.arguments) reportExpression(argument);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
