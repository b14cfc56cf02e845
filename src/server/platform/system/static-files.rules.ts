/** Text-like files of the built client, worth a Brotli and a gzip copy (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico|wasm)$/i;

/** Whether the build writes `.br` and `.gz` beside this file, so its answer depends on Accept-Encoding. */
export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.test(path);
}

/** Vite names what it emits under assets/ by content hash: a new release gets new names. */
const HASHED = /(?:^|\/)assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9.]+$/;

/**
 * Cache-Control of a file of the built client (`path` relative to its folder, with `/`): hashed assets
 * never change under their name, so browsers keep them a year without asking; everything else (index.html,
 * the icon, a service worker) is asked for again each time and answered 304 while unchanged.
 */
export function cacheControlFor(path: string): string {
  const original = path.replace(/\.(?:br|gz)$/, '');
  return HASHED.test(original) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
