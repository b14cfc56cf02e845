import { readFileSync } from 'node:fs';

// What a process and the machine are doing, read from /proc (Linux): memory, CPU time, the run queue, the load.

/** Resident memory of a process in kB (VmRSS of /proc/<pid>/status; `peak`: its high-water mark, VmHWM). */
export function rssKb(pid: number, which: 'now' | 'peak' = 'now'): number {
  const field = which === 'now' ? 'VmRSS' : 'VmHWM';
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]);
}

/** CPU time a process has used so far (user + system), in ms; /proc/<pid>/stat counts 1/100 s ticks. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

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

/**
 * /proc/<pid>/schedstat of a process's main thread: ns on a CPU, ns waiting in a run queue. The wait is
 * what tells a server starved by other processes on the machine from one that is itself too slow.
 */
export function schedStat(pid: number): { onCpuMs: number; waitMs: number } {
  const [onCpu, wait] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { onCpuMs: (onCpu ?? 0) / 1e6, waitMs: (wait ?? 0) / 1e6 };
}

/** The machine's load averages (1, 5, 15 minutes). */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
}
