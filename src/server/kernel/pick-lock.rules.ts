/** A game is open for picks while it is scheduled and its start is still ahead. */
export function isOpenForPicks(status: string, scheduledTime: Date, now: Date): boolean {
  return status === 'scheduled' && scheduledTime.getTime() > now.getTime();
}
