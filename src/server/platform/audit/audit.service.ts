import type { AuditEntry, AuditListInput, AuditPage, AuditTargetKind } from '../../../shared/schemas/audit';
import type { DB } from '../db/client';
import { insertAuditEntry, listAuditEntries } from './audit.repo';
import { auditSnapshot, pageOf } from './audit.rules';

export interface AdminAction {
  /** Null for what the server decides on its own (a prize month's winner), recorded as by "server". */
  adminId: number | null;
  /** A dotted verb: 'game.score', 'prize.create', 'user.password.set', ... */
  action: string;
  target: { kind: AuditTargetKind; id?: number | string | null };
  /** The target's state before and after (null when it did not exist before / does not after). */
  before?: unknown;
  after?: unknown;
  /** When it happened; the transaction's start (the database clock) when left out. */
  at?: Date;
}

/**
 * Records an admin mutation. Call it with the transaction that makes the change, so the entry and the change
 * commit (or roll back) together. Secrets in `before`/`after` (passwords, tokens, hashes) are masked here.
 */
export async function recordAdminAction(trx: DB, entry: AdminAction): Promise<void> {
  const json = (v: unknown) => {
    const snap = auditSnapshot(v);
    return snap === null ? null : JSON.stringify(snap);
  };
  await insertAuditEntry(trx, {
    admin_id: entry.adminId,
    action: entry.action,
    target_kind: entry.target.kind,
    target_id: entry.target.id == null ? null : String(entry.target.id),
    before: json(entry.before),
    after: json(entry.after),
    at: entry.at,
  });
}

/** A page of the audit log, newest first. */
export async function listAudit(deps: { db: DB }, input: AuditListInput): Promise<AuditPage> {
  const rows = await listAuditEntries(
    deps.db,
    {
      action: input.action,
      adminId: input.adminId,
      targetKind: input.targetKind,
      targetId: input.targetId,
      before: input.cursor,
    },
    input.limit + 1,
  );
  const page = pageOf(rows, input.limit);
  return {
    entries: page.rows.map(
      (r): AuditEntry => ({
        id: r.id,
        at: new Date(r.at).toISOString(),
        adminId: r.admin_id,
        adminName: r.admin_name,
        action: r.action,
        targetKind: r.target_kind,
        targetId: r.target_id,
        before: r.before ?? null,
        after: r.after ?? null,
      }),
    ),
    nextCursor: page.nextCursor,
  };
}
