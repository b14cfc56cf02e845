import { fileURLToPath } from 'node:url';

// This module sits two folders below the project's root (src/server/), and so does the compiled server
// (build/server/main.js, into which the build bundles it). Files the server reads at run time (the built
// client, the recorded feed, the common-password list) are therefore found from here in both, whereas a
// path relative to each reading module would break once the modules are bundled into one file.
const ROOT = new URL('../../', import.meta.url);

/** The absolute path of a file or folder of the project, given relative to its root. */
export function projectPath(relative: string): string {
  return fileURLToPath(new URL(relative, ROOT));
}
