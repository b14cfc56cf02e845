// How an audit entry's before and after read in a History drawer: the fields that changed, one line each.

const show = (v: unknown): string => {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * 'score: 17-24 → 24-17' lines for the fields whose values differ between `before` and `after` (a field on one
 * side only reads "none" on the other). An entry with neither side has no lines.
 */
export function auditChanges(before: unknown, after: unknown): string[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const lines: string[] = [];
  for (const key of keys) {
    const from = show(b[key]);
    const to = show(a[key]);
    if (from === to) continue;
    if (!(key in b)) lines.push(`${key}: ${to}`);
    else lines.push(`${key}: ${from} → ${to}`);
  }
  return lines;
}
