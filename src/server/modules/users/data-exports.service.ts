import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/transaction';
import { effectsCommitted, enqueueEffect } from '../../platform/effects/effects.service';
import { conflict, notFound } from '../../platform/errors';
import type { ScheduledJob } from '../../platform/scheduler/scheduler';
import {
  deleteExpiredExports,
  exportById,
  exportOf,
  exportsOf,
  fillExport,
  insertExport,
} from './data-exports.repo';

/** A download is offered for a day after it was asked for. */
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** The effect that makes the file (workflows/data-export.ts carries it out). */
export const DATA_EXPORT_EFFECT = 'account.export';

const statusOf = (e: { id: number; ready_at: Date | null; created_at: Date; expires_at: Date }) => ({
  id: e.id,
  status: e.ready_at ? ('ready' as const) : ('preparing' as const),
  createdAt: e.created_at.toISOString(),
  expiresAt: e.expires_at.toISOString(),
});

/** The player's downloads still offered, newest first. */
export async function dataExports(deps: AppDeps, userId: number) {
  return (await exportsOf(deps.db, userId, deps.clock())).map(statusOf);
}

/**
 * Asks for "Download my data": the file is made after the answer by the effects worker (a long history takes a
 * while) and offered for a day. One at a time: asking while one is being made is 409.
 */
export async function requestDataExport(deps: AppDeps, userId: number) {
  const now = deps.clock();
  await inTransaction(deps.db, async (trx) => {
    const current = await exportsOf(trx, userId, now);
    if (current.some((e) => e.ready_at === null)) throw conflict(ACCOUNT_MESSAGES.exportsAtOnce);
    const id = await insertExport(trx, userId, now, new Date(now.getTime() + EXPORT_TTL_MS));
    await enqueueEffect(trx, {
      kind: DATA_EXPORT_EFFECT,
      key: `${DATA_EXPORT_EFFECT}:${id}`,
      payload: { id },
    });
  });
  await effectsCommitted(deps);
  return dataExports(deps, userId);
}

/** The file of a ready download of the player's; 404 for another's, an expired one or one still being made. */
export async function dataExportFile(
  deps: AppDeps,
  userId: number,
  id: number,
): Promise<Record<string, unknown>> {
  const row = await exportOf(deps.db, userId, id, deps.clock());
  if (!row?.content) throw notFound(ACCOUNT_MESSAGES.exportNotFound);
  return JSON.parse(row.content) as Record<string, unknown>;
}

/** The download an effect is to make, if it is still wanted. */
export function pendingExport(db: DB, id: number) {
  return exportById(db, id);
}

export function storeExport(db: DB, id: number, content: string, at: Date): Promise<void> {
  return fillExport(db, id, content, at);
}

/** Deletes downloads past their day (and their files). */
export function forgetExpiredExportsJob(clock: () => Date = () => new Date()): ScheduledJob {
  return { name: 'forgetExpiredExports', run: (trx) => deleteExpiredExports(trx, clock(), 1000) };
}
