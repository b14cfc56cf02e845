/** The words for a rank change since yesterday: "▲ 2", "▼ 1", "–" (no change), or nothing to compare. */
export function rankChangeText(change: number | null): { text: string; label: string } | null {
  if (change === null) return null;
  if (change === 0) return { text: '–', label: 'No change since yesterday' };
  const places = `${Math.abs(change)} place${Math.abs(change) === 1 ? '' : 's'}`;
  return change > 0
    ? { text: `▲ ${change}`, label: `Up ${places} since yesterday` }
    : { text: `▼ ${-change}`, label: `Down ${places} since yesterday` };
}
