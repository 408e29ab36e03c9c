import { formatEuros } from '@voltaire/domain';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { describeSaving } from './describe-saving';
import styles from './yearly-cost-chart.module.css';

export interface YearlyCost {
  label: string;
  /** Estimated cost for a year, tax included. */
  cents: number;
  /** The regulated tariff every offer is compared with. */
  isReference?: boolean;
}

const BAR_HEIGHT = 28;
const GAP = 14;
const LABEL_WIDTH = 180;
const AMOUNT_WIDTH = 110;
const WIDTH = 640;

/**
 * Each offer's estimated yearly cost beside the regulated tariff's, as horizontal bars (hand-made SVG, hidden
 * from assistive technologies), with its text equivalent: a table of the same figures and savings.
 */
export function YearlyCostChart({ title, costs }: { title: string; costs: YearlyCost[] }) {
  const reference = costs.find((cost) => cost.isReference);
  const highest = Math.max(1, ...costs.map((cost) => cost.cents));
  const barSpace = WIDTH - LABEL_WIDTH - AMOUNT_WIDTH;
  const height = costs.length * (BAR_HEIGHT + GAP);
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
        {costs.map((cost, index) => {
          const y = index * (BAR_HEIGHT + GAP);
          const width = Math.max(2, Math.round((cost.cents / highest) * barSpace));
          return (
            <g key={cost.label}>
              <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2} className={styles.label} textAnchor="end">
                {cost.label}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y}
                width={width}
                height={BAR_HEIGHT}
                rx={4}
                className={cost.isReference ? styles.referenceBar : styles.bar}
              />
              <text x={LABEL_WIDTH + width + 8} y={y + BAR_HEIGHT / 2} className={styles.amount}>
                {formatEuros(cost.cents)}
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
              <th scope="col">Offre</th>
              <th scope="col">Coût estimé par an</th>
              {reference ? <th scope="col">Par rapport au tarif réglementé</th> : null}
            </tr>
          </thead>
          <tbody>
            {costs.map((cost) => (
              <tr key={cost.label}>
                <th scope="row">{cost.label}</th>
                <td>{formatEuros(cost.cents)}</td>
                {reference ? (
                  <td>{cost.isReference ? 'référence' : describeSaving(cost.cents, reference.cents)}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
