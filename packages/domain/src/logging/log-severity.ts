import { safeStringify } from './safe-stringify.js';

export const LOG_SEVERITY = { DEBUG: 0, INFO: 1, WARN: 2, ERROR: 3, CRITICAL: 4 } as const;
export type LogLevelName = keyof typeof LOG_SEVERITY;

export function shouldLog(level: LogLevelName, minLevel: LogLevelName): boolean {
  return LOG_SEVERITY[level] >= LOG_SEVERITY[minLevel];
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');
}

/** One console line: `[LEVEL] message {"optional":"data"}`, line breaks replaced by spaces. */
export function formatLogLine(level: LogLevelName, message: string, data?: unknown): string {
  const suffix = data === undefined ? '' : ` ${safeStringify(data)}`;
  return oneLine(`[${level}] ${message}${suffix}`);
}
