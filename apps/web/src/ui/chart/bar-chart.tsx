import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './bar-chart.module.css';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The value as written at the end of the bar. */
  text: string;
  tone: 'brand' | 'success' | 'reference';
}

const WIDTH = 640;

/**
 * Horizontal bars in a titled figure: hand-made SVG, hidden from assistive technologies, followed by its text
 * equivalent (`table`, a table of the same figures that each chart writes for its own data).
 */
export function BarChart({
  title,
  bars,
  table,
  barHeight,
  labelWidth,
  amountWidth,
}: {
  title: string;
  bars: Bar[];
  table: ReactNode;
  barHeight: number;
  labelWidth: number;
  amountWidth: number;
}) {
  const gap = Math.round(barHeight / 2);
  const highest = Math.max(1, ...bars.map((bar) => bar.value));
  const barSpace = WIDTH - labelWidth - amountWidth;
  const height = bars.length * (barHeight + gap);
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
        {bars.map((bar, index) => {
          const y = index * (barHeight + gap);
          const width = Math.max(2, Math.round((bar.value / highest) * barSpace));
          return (
            <g key={bar.key}>
              <text x={labelWidth - 8} y={y + barHeight / 2} className={styles.label} textAnchor="end">
                {bar.label}
              </text>
              <rect
                x={labelWidth}
                y={y}
                width={width}
                height={barHeight}
                rx={4}
                className={styles[bar.tone]}
              />
              <text x={labelWidth + width + 8} y={y + barHeight / 2} className={styles.amount}>
                {bar.text}
              </text>
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>{table}</VisuallyHidden>
    </figure>
  );
}
