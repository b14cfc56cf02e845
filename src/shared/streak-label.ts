/** A streak as the app shows it everywhere (chips, boards, pushes, e-mails): W5, L2, or READY at zero. */
export function streakLabel(streak: number): string {
  if (streak > 0) return `W${streak}`;
  if (streak < 0) return `L${-streak}`;
  return 'READY';
}
