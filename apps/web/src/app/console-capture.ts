import type { LogCapture } from './app-services';

export const CAPTURED_CONSOLE_METHODS = ['log', 'error', 'warn', 'debug', 'info'] as const;

/**
 * Wraps console.log/error/warn/debug/info so that every call is also recorded in `capture` (SPEC §9, log
 * capture). The original methods still print. Returns a function that puts the originals back.
 * Called once from main.tsx at start-up, never at a route module's top level.
 */
export function captureConsole(target: Console, capture: Pick<LogCapture, 'record'>): () => void {
  const originals = CAPTURED_CONSOLE_METHODS.map((method) => [method, target[method]] as const);
  for (const [method, original] of originals) {
    target[method] = (...args: unknown[]) => {
      try {
        capture.record(method, ...args);
      } catch {
        // Recording must never break logging.
      }
      original.apply(target, args);
    };
  }
  return () => {
    for (const [method, original] of originals) target[method] = original;
  };
}
