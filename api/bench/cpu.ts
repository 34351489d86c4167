/**
 * CPU accounting for the load bench: a process's CPU seconds and the machine's busy
 * and total jiffies, read from /proc (Linux), so a figure says how much of the cores the load
 * generator itself took.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime + stime of `pid` in seconds (0 when it cannot be read). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start after its ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export interface MachineCpu {
  busy: number;
  total: number;
}

/** All cores together since boot: jiffies spent busy and in total (idle and iowait are not busy). */
export function machineCpu(): MachineCpu {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}
