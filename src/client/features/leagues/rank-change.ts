import { i18n } from '../../i18n/i18n';

/** The words for a rank change since yesterday: "▲ 2", "▼ 1", "–" (no change), or nothing to compare. */
export function rankChangeText(change: number | null): { text: string; label: string } | null {
  if (change === null) return null;
  if (change === 0) return { text: '–', label: i18n.t('rankChange.none', { ns: 'leagues' }) };
  const count = Math.abs(change);
  return change > 0
    ? { text: `▲ ${change}`, label: i18n.t('rankChange.up', { ns: 'leagues', count }) }
    : { text: `▼ ${-change}`, label: i18n.t('rankChange.down', { ns: 'leagues', count }) };
}
