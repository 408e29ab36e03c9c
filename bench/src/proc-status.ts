import { readFile } from 'node:fs/promises';

/**
 * Peak resident set size ("high water mark", VmHWM in /proc/<pid>/status) of a running process, in
 * bytes; undefined where /proc is not available or the process is gone.
 */
export async function readPeakRssBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
    return match?.[1] === undefined ? undefined : Number(match[1]) * 1024;
  } catch {
    return undefined;
  }
}
