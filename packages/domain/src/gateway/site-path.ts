/**
 * A path of our own site (DECISIONS §1, no open redirect): it starts with one `/`, never `//` or `/\`,
 * and holds no scheme, no backslash and nothing but printable ASCII (anything else percent-encoded).
 */
export function isSiteRelativePath(value: string): boolean {
  return (
    value.length <= 300 &&
    /^\/(?![/\\])/.test(value) &&
    /^[!-~]+$/.test(value) &&
    !value.includes('\\') &&
    !/^\/[^/?#]*:/.test(value)
  );
}
