import { describe, expect, it } from 'vitest';
import { cacheControlFor, isCompressible } from './static-files.rules';

describe('isCompressible', () => {
  it.each([
    ['assets/index-mF6I8VbT.js', true],
    ['assets/index-Bx2c9kQ1.css', true],
    ['index.html', true],
    ['favicon.svg', true],
    ['manifest.webmanifest', true],
    ['assets/logo-abcdefgh.png', false],
    ['assets/font-abcdefgh.woff2', false],
    ['assets/index-mF6I8VbT.js.br', false],
  ])('%s: %s', (path, expected) => {
    expect(isCompressible(path)).toBe(expected);
  });
});

describe('cacheControlFor', () => {
  const year = 'public, max-age=31536000, immutable';
  it.each([
    ['a hashed script', 'assets/index-mF6I8VbT.js', year],
    ['its Brotli copy', 'assets/index-mF6I8VbT.js.br', year],
    ['its gzip copy', 'assets/react-ko_7E6oB.js.gz', year],
    ['a hashed style sheet', 'assets/index-Bx2c9kQ1.css', year],
    ['index.html', 'index.html', 'no-cache'],
    ['index.html in Brotli', 'index.html.br', 'no-cache'],
    ['the icon at the root', 'favicon.svg', 'no-cache'],
    ['a service worker', 'sw.js', 'no-cache'],
    ['an unhashed file under assets/', 'assets/readme.txt', 'no-cache'],
  ])('%s', (_name, path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
