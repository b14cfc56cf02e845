// What an audit entry may keep of a state: everything but secrets, which are replaced by a mark.

/** Keys whose values are never written to the audit log, at any depth (passwords, tokens, hashes). */
const SECRET_KEY = /pass(word)?|token|secret|hash|cookie|session/i;

export const REDACTED = '[redacted]';

/** A copy of `value` fit for the audit log: secrets masked, dates as ISO text, functions and undefined left out. */
export function auditSnapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(auditSnapshot);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (v === undefined || typeof v === 'function') continue;
      out[key] = SECRET_KEY.test(key) ? REDACTED : auditSnapshot(v);
    }
    return out;
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** The page a list read of `limit + 1` rows gives: the first `limit`, and the cursor past them if more exist. */
export function pageOf<T extends { id: number }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: number | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: page[page.length - 1]?.id ?? null };
}
