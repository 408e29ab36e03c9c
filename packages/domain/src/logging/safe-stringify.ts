/**
 * Turns any value into text without ever throwing: circular references become
 * '[Circular]', bigints '12n', functions '[Function name]', errors their name, message and stack.
 */
export function safeStringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return describeError(value);
  if (value === undefined || typeof value === 'symbol' || typeof value === 'function') return describe(value);
  try {
    return JSON.stringify(value, circularReplacer()) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export function describeError(error: Error): string {
  const head = `${error.name}: ${error.message}`;
  if (!error.stack) return head;
  return error.stack.includes(error.message) ? error.stack : `${head}\n${error.stack}`;
}

function describe(value: unknown): string {
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  return String(value);
}

function circularReplacer() {
  const ancestors: object[] = [];
  return function replacer(this: unknown, _key: string, value: unknown): unknown {
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'function' || typeof value === 'symbol') return describe(value);
    if (value instanceof Error) return describeError(value);
    if (typeof value !== 'object' || value === null) return value;
    // `this` is the object holding the key: drop the ancestors we have left.
    while (ancestors.length > 0 && ancestors.at(-1) !== this) ancestors.pop();
    if (ancestors.includes(value)) return '[Circular]';
    ancestors.push(value);
    return value;
  };
}
