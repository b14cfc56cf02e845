import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR migrated and seeded once for the whole run (see startServer). */
    e2eDataTemplate: string;
  }
}

/**
 * Before the journeys: one server start on a fresh embedded database migrates and seeds it, and the
 * stopped server's DATA_DIR becomes the template every journey server with the default settings copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  await server.stop({ keepDataDir: true });
  project.provide('e2eDataTemplate', server.dataDir);
  return async () => {
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
