import { createServer, type Plugin, type Rollup } from 'vite';
import { FIRST_BATCH_URL } from './src/client/boot/first-batch';
import { LOCALES, type Locale } from './src/shared/i18n/locale';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** What index.html shows before the app runs, in one language: the landing and the word 'Loading...'. */
interface BootCopy {
  landing: string;
  loading: string;
}

/**
 * One copy of the page's first paint per language, each marked `data-boot-copy` with its `lang`: index.html's
 * CSS shows the one whose language `<html lang>` has, which boot.js sets to the visitor's before the first
 * paint (ADR 0053), and boot.js removes the others once the page is parsed.
 */
const copyOf = (locale: Locale, tag: 'fieldset' | 'span', attributes: string, content: string) =>
  `<${tag} data-boot-copy lang="${locale}"${attributes}>${content}</${tag}>`;

/**
 * The landing's static HTML, visible before the app runs (boot.js shows it to visitors on '/' only). It is
 * inert and its form's controls are disabled (each language's fieldset) until the app's own landing takes its
 * place: nothing typed there could be lost. Test ids stay with the app's own copy.
 */
const BOOT_LANDING = (copies: Record<Locale, BootCopy>) =>
  `<div id="boot-landing" inert>${LOCALES.map((locale) =>
    copyOf(locale, 'fieldset', ' disabled', copies[locale].landing.replaceAll(/ data-testid="[^"]*"/g, '')),
  ).join('')}</div>`;

/** index.html's 'Loading...' (the first paint everywhere else), in every language. */
const BOOT_LOADING = '<div class="boot-loading">Loading...</div>';
const bootLoading = (copies: Record<Locale, BootCopy>) =>
  `<div class="boot-loading">${LOCALES.map((locale) => copyOf(locale, 'span', '', copies[locale].loading)).join('')}</div>`;

/** A CSS module's class as Vite names it (`_local_hash_line`); Mantine's own and inline ones differ. */
const MODULE_CLASS = /^_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+$/;

/**
 * Renders src/client/boot/landing-markup.tsx in every language through a throwaway Vite server (the app's own
 * modules and catalogues: no word of either copy is written here).
 */
export async function renderBootCopies(root: string): Promise<Record<Locale, BootCopy>> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    // Nothing is served: no dependency scan, no watcher, no socket.
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const module = (await server.ssrLoadModule('/boot/landing-markup.tsx')) as {
      landingMarkup: (locale: Locale) => Promise<string>;
      loadingWords: (locale: Locale) => Promise<string>;
    };
    const copies = {} as Record<Locale, BootCopy>;
    // One language after the other: the markup is rendered in the language i18next shows.
    for (const locale of LOCALES) {
      copies[locale] = {
        landing: await module.landingMarkup(locale),
        loading: await module.loadingWords(locale),
      };
    }
    return copies;
  } finally {
    await server.close();
  }
}

/** The stylesheets a chunk and the chunks it statically imports bring with them, in load order. */
function stylesheetsOf(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((name) => {
    const dependency = bundle[name];
    return dependency?.type === 'chunk' ? stylesheetsOf(bundle, dependency, seen) : [];
  });
  return [...imported, ...(chunk.viteMetadata?.importedCss ?? [])];
}

/**
 * The lazy chunks whose stylesheets index.html links from the start: the landing's (its pre-rendered copy needs
 * them), and those of the parts AppProviders evaluates once the first screen has painted (toasts, notices, prompts),
 * since a stylesheet added to a shown page makes the browser work out the style of every element again (a
 * 100 ms task on a slow phone, in the middle of the home's first seconds). A few hundred bytes in all.
 */
const QUIET_PARTS = [
  /app\/Toasts\.tsx$/,
  /achievements\/UnlockCelebration\.tsx$/,
  /notifications\/AppStatusNotices\.tsx$/,
  /notifications\/PushPrompt\.tsx$/,
  /settings\/PasskeyPrompt\.tsx$/,
];
const FIRST_SCREEN_CHUNKS = [/pages\/auth\/AuthPage\.tsx$/, ...QUIET_PARTS];

/**
 * The lazy chunk of each module, in the same order, each chunk once; the build fails when one has none. A module
 * is its chunk's facade, or one of the modules of a group's chunk (the quiet parts share one: vite.config.ts).
 */
function lazyChunks(bundle: OutputBundle, modules: RegExp[]): OutputChunk[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const found = modules.map((module) => {
    const chunk =
      chunks.find((c) => c.isDynamicEntry && module.test(c.facadeModuleId ?? '')) ??
      chunks.find((c) => !c.isEntry && (c.moduleIds ?? []).some((id) => module.test(id)));
    if (!chunk) throw new Error(`landing prerender: the build has no lazy chunk for ${module}`);
    return chunk;
  });
  return [...new Set(found)];
}

/** The stylesheets of those lazy chunks that index.html does not link already. */
function firstScreenStylesheets(bundle: OutputBundle, html: string): string[] {
  const chunks = lazyChunks(bundle, FIRST_SCREEN_CHUNKS);
  const linked = new Set([...html.matchAll(/href="\/([^"]+\.css)"/g)].map((m) => m[1]));
  const seen = new Set<string>();
  return [...new Set(chunks.flatMap((chunk) => stylesheetsOf(bundle, chunk, seen)))].filter(
    (css) => !linked.has(css),
  );
}

/** Fails the build when the markup names a CSS-module class that no built stylesheet defines. */
function assertStyled(markup: string, bundle: OutputBundle): void {
  const css = Object.values(bundle)
    .filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'))
    .map((output) => String((output as Rollup.OutputAsset).source));
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]?.split(' ') ?? []));
  const unstyled = [...classes].filter(
    (name) => MODULE_CLASS.test(name) && !css.some((source) => source.includes(`.${name}`)),
  );
  if (unstyled.length > 0)
    throw new Error(`landing prerender: no built stylesheet has ${unstyled.join(', ')}`);
}

/**
 * The chunk of each language's player catalogues (src/client/i18n/player-<locale>.ts). The app renders nothing
 * before the one it starts in has arrived (main.tsx), and the entry imports it only once evaluated: boot.js
 * fetches the right one beside the entry instead, one round trip sooner.
 */
function catalogueChunks(bundle: OutputBundle): Record<Locale, string> {
  const chunks = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const chunk = Object.values(bundle).find(
      (output): output is OutputChunk =>
        output.type === 'chunk' && (output.facadeModuleId ?? '').endsWith(`/i18n/player-${locale}.ts`),
    );
    if (!chunk) throw new Error(`landing prerender: the build has no player-${locale} catalogue chunk`);
    chunks[locale] = `/${chunk.fileName}`;
  }
  return chunks;
}

/** A chunk and the chunks it statically imports, each once. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk, seen: Set<string>): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  return [
    chunk.fileName,
    ...chunk.imports.flatMap((name) => {
      const dependency = bundle[name];
      return dependency?.type === 'chunk' ? withStaticImports(bundle, dependency, seen) : [];
    }),
  ];
}

/**
 * What a quiet part imports as it mounts, not as a user acts: the service worker's client, which AppStatusNotices
 * loads to register the worker (vite-plugin-pwa's register, `immediate`). A part's other lazy imports (a dialog
 * opened by a tap) are left to the moment they are needed.
 */
const IMPORTED_ON_MOUNT = [/workbox-window/];

/** The modules of the quiet parts' one chunk (vite.config.ts), which brings what they import statically. */
export const QUIET_CHUNK = [...QUIET_PARTS, ...IMPORTED_ON_MOUNT];

/**
 * The quiet parts' chunks with their static imports, less what the entry brings (`loaded`): boot.js fetches them
 * at low priority once the first screen's own requests are out (`<meta name="pk-quiet-modules">`), so that
 * AppProviders, evaluating them only after the first screen has painted, finds them in the page's module map
 * even if the connection dropped meanwhile (the offline notice is one of them).
 */
export function quietModules(bundle: OutputBundle, loaded: string[]): string[] {
  const seen = new Set(loaded.map((href) => href.replace(/^\//, '')));
  return lazyChunks(bundle, QUIET_CHUNK)
    .flatMap((chunk) => withStaticImports(bundle, chunk, seen))
    .map((fileName) => `/${fileName}`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/**
 * The entry script and its preloads leave the page: boot.js loads them (ADR 0034), from the list in
 * `<meta name="pk-app-modules">` (the entry first), which goes before boot.js so that it can read it, with the
 * address of the app's first request on '/' (`pk-first-batch`), each language's catalogue chunk
 * (`pk-catalogue`, one per language: boot.js fetches the one it chose) and the quiet parts' modules
 * (`pk-quiet-modules`, fetched last).
 */
function appModulesToBoot(html: string, bundle: OutputBundle): string {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('landing prerender: index.html has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].flatMap((m) => (m[1] ? [m[1]] : []));
  const catalogues = catalogueChunks(bundle);
  const quiet = quietModules(bundle, [entry, ...preloads, ...Object.values(catalogues)]);
  const meta =
    `<meta name="pk-app-modules" content="${[entry, ...preloads].join(' ')}" />\n    ` +
    `<meta name="pk-first-batch" content="${FIRST_BATCH_URL}" />` +
    LOCALES.map(
      (locale) => `\n    <meta name="pk-catalogue" lang="${locale}" content="${catalogues[locale]}" />`,
    ).join('') +
    `\n    <meta name="pk-quiet-modules" content="${quiet.join(' ')}" />`;
  const boot = '<script src="/boot.js"></script>';
  if (!html.includes(boot)) throw new Error('landing prerender: index.html does not load boot.js');
  return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(boot, `${meta}\n    ${boot}`);
}

/** index.html with its first paint in every language: 'Loading...' in place, the landing before #root. */
export function withBootCopies(html: string, copies: Record<Locale, BootCopy>): string {
  if (!html.includes(BOOT_LOADING)) throw new Error(`landing prerender: index.html has no ${BOOT_LOADING}`);
  return html
    .replace(BOOT_LOADING, bootLoading(copies))
    .replace('<div id="root">', `${BOOT_LANDING(copies)}<div id="root">`);
}

/**
 * The built index.html gets the signed-out landing pre-rendered in every language (with the stylesheets of its
 * lazy chunk and of the parts fetched after the first screen), its 'Loading...' in every language, and boot.js loads the app's modules: so the first paint
 * never waits for the app's JavaScript, speaks the visitor's language, and a visitor's landing has the
 * connection to itself until it shows. ADRs 0034 and 0053.
 */
export function landingPrerender(): Plugin {
  let root = '';
  return {
    name: 'pickem-landing-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const sheets = firstScreenStylesheets(bundle, html);
        const copies = await renderBootCopies(root);
        for (const locale of LOCALES) assertStyled(copies[locale].landing, bundle);
        return withBootCopies(
          appModulesToBoot(html, bundle).replace(
            '</head>',
            `${sheets.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('')}</head>`,
          ),
          copies,
        );
      },
    },
  };
}
