import { sql } from 'kysely';
import type { DB } from '../db/client';

export interface AuditRow {
  admin_id: number | null;
  action: string;
  target_kind: string;
  target_id: string | null;
  before: string | null;
  after: string | null;
  at?: Date | undefined;
}

/** The name an entry made by the server itself (no admin) is listed under. */
export const SERVER_ACTOR = 'server';

/** Writes one entry; the admin's name is copied so the entry still reads well if the account goes. */
export async function insertAuditEntry(db: DB, row: AuditRow): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      ...row,
      admin_name:
        row.admin_id === null
          ? SERVER_ACTOR
          : sql<string>`coalesce((select username from users where id = ${row.admin_id}), '')`,
    })
    .execute();
}

export interface AuditFilter {
  action?: string | undefined;
  adminId?: number | undefined;
  targetKind?: string | undefined;
  targetId?: string | undefined;
  /** Only entries older than this id. */
  before?: number | undefined;
}

/** Newest first, at most `limit` entries matching every filter given. */
export function listAuditEntries(db: DB, filter: AuditFilter, limit: number) {
  let q = db.selectFrom('admin_audit').selectAll();
  if (filter.action) q = q.where('action', '=', filter.action);
  if (filter.adminId) q = q.where('admin_id', '=', filter.adminId);
  if (filter.targetKind) q = q.where('target_kind', '=', filter.targetKind);
  if (filter.targetId) q = q.where('target_id', '=', filter.targetId);
  if (filter.before) q = q.where('id', '<', filter.before);
  return q.orderBy('id', 'desc').limit(limit).execute();
}
