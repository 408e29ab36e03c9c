/** PGlite's memory after a WebAssembly trap is in an unknown state: no later answer from it can be trusted. */
export class DatabaseFaultError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('the embedded database stopped after a fatal fault', { cause });
    this.name = 'DatabaseFaultError';
  }
}

const FATAL_MESSAGE = /memory access out of bounds|^unreachable$/i;
const MAX_CAUSES = 5;

/** A WebAssembly trap (« memory access out of bounds », « unreachable »…), wherever it is wrapped. */
export function isFatalDatabaseFault(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth++) {
    // WebAssembly.RuntimeError, named without the WebAssembly types.
    if (current.name === 'RuntimeError' || FATAL_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

type AsyncMethod = (...args: never[]) => Promise<unknown>;

export interface FaultGuard {
  /** The fault that stopped the database, if one did. */
  fault(): Error | undefined;
  /** Called once, on the first fault. */
  onFault(listener: (error: Error) => void): void;
}

/**
 * Wraps a client's query methods: the first fatal fault is remembered and reported, and every later call
 * is refused with a `DatabaseFaultError` (503) instead of running on a corrupted instance.
 */
export function guardFatalFaults<Client extends object>(
  client: Client,
  methods: (keyof Client)[],
): FaultGuard {
  let fault: Error | undefined;
  const listeners = new Set<(error: Error) => void>();
  for (const name of methods) {
    const original = (client[name] as AsyncMethod).bind(client);
    const guarded = async (...args: never[]) => {
      if (fault) throw new DatabaseFaultError(fault);
      try {
        return await original(...args);
      } catch (error) {
        if (!fault && isFatalDatabaseFault(error)) {
          fault = error as Error;
          for (const listener of listeners) listener(fault);
        }
        throw error;
      }
    };
    Object.assign(client, { [name]: guarded });
  }
  return {
    fault: () => fault,
    onFault: (listener) => {
      listeners.add(listener);
    },
  };
}

/** Whether the database refused because of an earlier fault, however Drizzle wrapped the refusal. */
export function isCausedByDatabaseFault(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth++) {
    if (current instanceof DatabaseFaultError) return true;
    current = current.cause;
  }
  return false;
}
