import type { AppServices } from './app-services';

export const DEBUGGER_NOTIFY_PATH = '/api/node/v1/debugger/notify';

export interface ErrorReport {
  type: 'errorBoundary';
  url: string;
  description: string;
  customData: unknown[];
}

/** Errors already reported, so that a boundary rendered twice (StrictMode, re-render) reports once. */
const reportedErrors = new WeakSet<object>();

/**
 * SPEC §8, rendering error: logs the message and stack to the console, POSTs the report with the buffered
 * client logs to the debugger endpoint, then flushes the buffer. Never throws.
 */
export async function reportRenderingError(
  error: unknown,
  { http, logCapture, url }: AppServices & { url: string },
): Promise<void> {
  if (typeof error === 'object' && error !== null) {
    if (reportedErrors.has(error)) return;
    reportedErrors.add(error);
  }
  const description = describeError(error);
  console.error(description, error instanceof Error ? (error.stack ?? '') : '');

  const report: ErrorReport = { type: 'errorBoundary', url, description, customData: logCapture.entries() };
  try {
    await http.post(DEBUGGER_NOTIFY_PATH, report);
    logCapture.flush();
  } catch (failure) {
    // Keep the buffer: the next report will carry these logs.
    console.warn("Le rapport d'erreur n'a pas pu être envoyé.", describeError(failure));
  }
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
