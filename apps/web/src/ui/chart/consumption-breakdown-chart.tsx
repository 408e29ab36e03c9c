import { type ConsumptionPart, formatKwh } from '@voltaire/domain';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './consumption-breakdown-chart.module.css';

const BAR_HEIGHT = 24;
const GAP = 12;
const LABEL_WIDTH = 170;
const AMOUNT_WIDTH = 150;
const WIDTH = 640;
const PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

/** « 52 % » of the total, for the bar's label and the table. */
export function shareOf(kwh: number, totalKwh: number): string {
  return PERCENT.format(totalKwh > 0 ? kwh / totalKwh : 0);
}

/**
 * A consumption estimate use by use (heating, hot water, cooking, other uses, electric car), as horizontal bars
 * (hand-made SVG, hidden from assistive technologies), with its text equivalent: a table of the same kWh and
 * shares.
 */
export function ConsumptionBreakdownChart({ title, parts }: { title: string; parts: ConsumptionPart[] }) {
  if (parts.length === 0) return null;
  const total = parts.reduce((sum, part) => sum + part.kwh, 0);
  const highest = Math.max(1, ...parts.map((part) => part.kwh));
  const barSpace = WIDTH - LABEL_WIDTH - AMOUNT_WIDTH;
  const height = parts.length * (BAR_HEIGHT + GAP);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
        className={styles.svg}
        aria-hidden="true"
        focusable="false"
      >
        {parts.map((part, index) => {
          const y = index * (BAR_HEIGHT + GAP);
          const width = Math.max(2, Math.round((part.kwh / highest) * barSpace));
          return (
            <g key={part.use}>
              <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2} className={styles.label} textAnchor="end">
                {part.label}
              </text>
              <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} rx={4} className={styles.bar} />
              <text x={LABEL_WIDTH + width + 8} y={y + BAR_HEIGHT / 2} className={styles.amount}>
                {formatKwh(part.kwh)} ({shareOf(part.kwh, total)})
              </text>
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Usage</th>
              <th scope="col">Consommation par an</th>
              <th scope="col">Part du total</th>
            </tr>
          </thead>
          <tbody>
            {parts.map((part) => (
              <tr key={part.use}>
                <th scope="row">{part.label}</th>
                <td>{formatKwh(part.kwh)}</td>
                <td>{shareOf(part.kwh, total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
