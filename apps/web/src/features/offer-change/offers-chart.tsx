import { formatEuros, type OfferComparisonRow } from '@voltaire/domain';
import styles from '../customers/customers.module.css';

const BAR_HEIGHT = 28;
const GAP = 14;
const LABEL_WIDTH = 190;
const WIDTH = 640;

/**
 * The yearly cost of each offer as horizontal bars: a picture of the table that follows it (the table is the
 * equivalent for screen readers; the chart itself is described by one sentence).
 */
export function OffersChart({ offers }: { offers: readonly OfferComparisonRow[] }) {
  const max = Math.max(...offers.map((offer) => offer.annualTotalCents), 1);
  const height = offers.length * (BAR_HEIGHT + GAP);
  const cheapest = offers[0];
  const summary = cheapest
    ? `Coût annuel estimé de ${offers.length} offres ; la moins chère est « ${cheapest.offerName} » à ${formatEuros(cheapest.annualTotalCents)} par an. Le détail est dans le tableau qui suit.`
    : 'Aucune offre à comparer.';
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary}>
      {offers.map((offer, index) => {
        const y = index * (BAR_HEIGHT + GAP);
        const width = Math.max(2, ((WIDTH - LABEL_WIDTH - 110) * offer.annualTotalCents) / max);
        return (
          <g key={`${offer.offerId}-${offer.kva}-${offer.option}`}>
            <text className={styles.chartLabel} x={0} y={y + BAR_HEIGHT / 2 + 5}>
              {offer.isCurrent ? `${offer.offerName} (actuelle)` : offer.offerName}
            </text>
            <rect
              className={offer.isCurrent ? styles.chartBarCurrent : styles.chartBar}
              x={LABEL_WIDTH}
              y={y}
              width={width}
              height={BAR_HEIGHT}
              rx={3}
            />
            <text className={styles.chartLabel} x={LABEL_WIDTH + width + 8} y={y + BAR_HEIGHT / 2 + 5}>
              {formatEuros(offer.annualTotalCents)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
