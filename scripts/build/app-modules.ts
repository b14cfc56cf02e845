/**
 * The app's modules as the built index.html lists them for boot.js (ADR 0034): the entry first, then its
 * static imports. Paths without the leading slash, as under dist/.
 */
export function appModules(html: string): string[] {
  const content = html.match(/<meta name="pk-app-modules" content="([^"]+)"/)?.[1];
  if (!content) throw new Error('dist/index.html lists no app modules (pk-app-modules)');
  return content.split(' ').map((href) => href.replace(/^\//, ''));
}
