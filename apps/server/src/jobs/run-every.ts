/**
 * Runs `task` every `intervalMs`, one run at a time, never keeping the process alive; a failure is
 * reported and the next run goes on. The returned function stops it and waits for a run in progress.
 */
export function runEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(task).catch(onError);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
