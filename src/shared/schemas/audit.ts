import { z } from 'zod';
import { DB_INT_MAX } from '../constants';
import { numberOrDigits } from './numbers';

/** What an audit entry is about: a game, a user, a prize, ... and its id (none for sweeping actions). */
export const AUDIT_TARGET_KINDS = [
  'game',
  'pick',
  'user',
  'team',
  'sport',
  'prize',
  'suggestion',
  'league',
  'teams',
  'users',
  'effect',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** GET /api/admin/audit: newest first, `cursor` from the previous page's `nextCursor`, optional filters. */
export const auditListInput = z
  .object({
    action: text(60),
    adminId: numberOrDigits('adminId must be a whole number')
      .pipe(z.number().int().positive().max(DB_INT_MAX))
      .optional(),
    targetKind: z.enum(AUDIT_TARGET_KINDS, { error: 'targetKind is not a kind of target' }).optional(),
    targetId: text(40),
    cursor: numberOrDigits('cursor must be a whole number')
      .pipe(z.number().int().min(1).max(DB_INT_MAX, 'cursor is not one this list gave'))
      .optional(),
    limit: numberOrDigits('limit must be a whole number').pipe(z.number().int().min(1).max(100)).default(25),
  })
  .default({ action: undefined, targetId: undefined, limit: 25 });
export type AuditListInput = z.infer<typeof auditListInput>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  adminId: z.number().int().nullable(),
  adminName: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
