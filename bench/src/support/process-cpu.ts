import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux's USER_HZ, which /proc/<pid>/stat counts in on every common kernel.

/**
 * The CPU seconds a process group has used so far: each live member's own time plus the time of the children it
 * has already reaped (cutime, cstime), so a short-lived check that npm or a shell ran is counted once, by its
 * parent. Linux only (reads /proc).
 */
export function processGroupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended while we looked
    }
    const fields = statFields(stat);
    if (fields && Number(fields[2]) === pgid) {
      ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** The fields after the command's name (which may hold spaces and brackets): state is [0], pgrp [2], utime [11]. */
function statFields(stat: string): string[] | undefined {
  const end = stat.lastIndexOf(')');
  return end < 0 ? undefined : stat.slice(end + 2).split(' ');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
