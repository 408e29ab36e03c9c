export type Align = 'left' | 'right';

/** Plain-text table with aligned columns, for a terminal or a CI log. */
export function formatTable(
  headers: readonly string[],
  rows: readonly string[][],
  align: readonly Align[],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? cell.length;
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.map(line)].map((text) => `  ${text}`).join('\n');
}
