import { type BusEvent, gradedPicks } from '../../../src/server/kernel/events';

/**
 * The events as one `pick.graded` a pick: a grading publishes its picks in `picks.graded` batches (ADR 0038), and a
 * test that looks for one player's graded pick reads them pick by pick.
 */
export function oneEventAPick(events: readonly BusEvent[]): BusEvent[] {
  return events.flatMap((e) => (e.type === 'picks.graded' ? gradedPicks(e) : [e]));
}
