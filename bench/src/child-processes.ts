import { type ChildProcess, spawn } from 'node:child_process';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface TrackedProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** performance.now() just before spawn. */
  readonly spawnedAt: number;
  /** Resolves once the process has exited (never rejects). */
  readonly exited: Promise<ExitInfo>;
  /** Whether the process has exited. */
  hasExited(): boolean;
  /** The last few kilobytes of stdout and stderr, for error messages. */
  recentOutput(): string;
  /** Calls `listener` with each complete line of stdout. */
  onStdoutLine(listener: (line: string) => void): void;
}

export interface StopResult {
  stopMs: number;
  exit: ExitInfo;
  /** True when the process ignored SIGTERM for too long and was killed. */
  forced: boolean;
}

const OUTPUT_KEPT_CHARS = 8_000;
const running = new Set<TrackedProcess>();

/** Spawns a process that `killAllChildren` will end, whatever happens to the benchmark. */
export function spawnTracked(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): TrackedProcess {
  const spawnedAt = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let pendingStdout = '';
  let exitInfo: ExitInfo | undefined;
  const lineListeners: Array<(line: string) => void> = [];
  const keep = (text: string) => {
    output = (output + text).slice(-OUTPUT_KEPT_CHARS);
  };
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    keep(text);
    pendingStdout += text;
    const lines = pendingStdout.split('\n');
    pendingStdout = lines.pop() ?? '';
    for (const line of lines) for (const listener of lineListeners) listener(line);
  });
  child.stderr?.setEncoding('utf8').on('data', keep);

  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      running.delete(tracked);
      resolve(exitInfo);
    });
    child.once('error', (error) => {
      keep(`\n[spawn error] ${error.message}\n`);
      exitInfo = { code: null, signal: null };
      running.delete(tracked);
      resolve(exitInfo);
    });
  });

  const tracked: TrackedProcess = {
    child,
    pid: child.pid ?? -1,
    spawnedAt,
    exited,
    hasExited: () => exitInfo !== undefined,
    recentOutput: () => output.trim(),
    onStdoutLine: (listener) => {
      lineListeners.push(listener);
    },
  };
  running.add(tracked);
  return tracked;
}

/** SIGTERM, then the time until the process has exited; SIGKILL after `timeoutMs`. */
export async function stopGracefully(tracked: TrackedProcess, timeoutMs = 15_000): Promise<StopResult> {
  const startedAt = performance.now();
  if (tracked.hasExited()) return { stopMs: 0, exit: await tracked.exited, forced: false };
  tracked.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([tracked.exited, timedOut]);
  clearTimeout(timer);
  if (outcome !== 'timeout') return { stopMs: performance.now() - startedAt, exit: outcome, forced: false };
  tracked.child.kill('SIGKILL');
  const exit = await tracked.exited;
  return { stopMs: performance.now() - startedAt, exit, forced: true };
}

/** Synchronously SIGKILLs every child still running; safe to call from an 'exit' handler. */
export function killAllChildren(): number {
  let killed = 0;
  for (const tracked of running) {
    if (!tracked.hasExited() && tracked.child.kill('SIGKILL')) killed++;
  }
  running.clear();
  return killed;
}
