import { cpuMs } from './server-process';

/** CPU time of each of these processes that still runs, in milliseconds. */
export function cpuOf(pids: readonly number[]): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    try {
      cpu.set(pid, cpuMs(pid));
    } catch {
      // The process ended meanwhile.
    }
  }
  return cpu;
}

/** CPU spent between two readings of cpuOf; a process that started in between counts from zero. */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
