import { safeStringify } from './safe-stringify.js';

export const LOG_CAPTURE_TYPES = ['log', 'error', 'warn', 'debug', 'info'] as const;
export type LogCaptureType = (typeof LOG_CAPTURE_TYPES)[number];
export type CapturedLog = { type: LogCaptureType; timestamp: string; message: string };

export const LOG_CAPTURE_DEFAULT_LIMIT = 200;
export const CAPTURED_MESSAGE_MAX_LENGTH = 2_000;

export type LogCapture = {
  record(type: LogCaptureType, ...args: unknown[]): void;
  /** A copy of the buffer, oldest first. */
  entries(): CapturedLog[];
  /** Returns the buffer and empties it (after an error report was sent). */
  flush(): CapturedLog[];
};

/**
 * A bounded buffer of console output, attached to error reports. Browser-safe; the clock is
 * injected. Arguments are turned into text without ever throwing, each message is capped at
 * 2,000 characters, and past `limit` entries the oldest are dropped.
 */
export function createLogCapture({
  limit = LOG_CAPTURE_DEFAULT_LIMIT,
  now = () => new Date(),
}: {
  limit?: number;
  now?: () => Date;
} = {}): LogCapture {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Invalid log capture limit: ${limit}`);
  let buffer: CapturedLog[] = [];
  return {
    record(type, ...args) {
      const text = args.map(safeStringify).join(' ');
      const message =
        text.length > CAPTURED_MESSAGE_MAX_LENGTH
          ? `${text.slice(0, CAPTURED_MESSAGE_MAX_LENGTH - 1)}…`
          : text;
      buffer.push({ type, timestamp: now().toISOString(), message });
      if (buffer.length > limit) buffer.splice(0, buffer.length - limit);
    },
    entries() {
      return buffer.map((entry) => ({ ...entry }));
    },
    flush() {
      const flushed = buffer;
      buffer = [];
      return flushed;
    },
  };
}
