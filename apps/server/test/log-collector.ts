import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import pino from 'pino';
import { inject } from 'vitest';
import { loggerOptions } from '../src/logging/logger-options.js';

/** Where a run's server log lines go: one folder per run, named after the main vitest process. */
export const runLogDir = (mainPid: number) => join(tmpdir(), `voltaire-test-logs-${mainPid}`);

/**
 * The production logger (level, redaction, serializers) writing to this worker's file of the run's folder:
 * after the run, `log-privacy-reporter.ts` reads every line the server suite wrote.
 */
export function collectingLogger(): pino.Logger {
  const destination = pino.destination({
    dest: join(inject('logDir'), `${process.pid}-${threadId}.log`),
    mkdir: true,
    sync: true,
  });
  return pino(loggerOptions('info') as pino.LoggerOptions, destination);
}
