import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Files the server reads at run time (the built client, the recorded feed, the common-password list) are found
// from the project's root: the nearest folder above this module that holds package.json. The same search works
// from the sources (src/server/platform/) and from the compiled server (build/server/main.js, into which the build
// bundles this module), whereas a path relative to each reading module would break once they are bundled.
function projectRoot(): URL {
  let dir = new URL('./', import.meta.url);
  for (;;) {
    if (existsSync(fileURLToPath(new URL('package.json', dir)))) return dir;
    const parent = new URL('../', dir);
    if (parent.href === dir.href) throw new Error(`no package.json above ${import.meta.url}`);
    dir = parent;
  }
}

const ROOT = projectRoot();

/** The absolute path of a file or folder of the project, given relative to its root. */
export function projectPath(relative: string): string {
  return fileURLToPath(new URL(relative, ROOT));
}
