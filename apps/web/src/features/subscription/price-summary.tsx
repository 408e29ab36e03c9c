import {
  EXPRESS_CONNECTION_FEE_CENTS,
  formatEuros,
  formatPricePerKwh,
  type OrderQuote,
  type OrderView,
  type Quote,
} from '@voltaire/domain';
import styles from './subscription.module.css';

export const NO_OFFER_YET = 'Votre prix s’affiche à l’étape 3, dès que vous choisissez votre offre.';

const kwh = new Intl.NumberFormat('fr-FR');

export function kwhPriceLines(quote: Quote): [string, string][] {
  return 'base' in quote.kwhPrices
    ? [['Prix du kWh', formatPricePerKwh(quote.kwhPrices.base)]]
    : [
        ['Prix du kWh en heures pleines', formatPricePerKwh(quote.kwhPrices.hp)],
        ['Prix du kWh en heures creuses', formatPricePerKwh(quote.kwhPrices.hc)],
      ];
}

/**
 * The price panel shown beside every step: the quote of the offer being chosen on step 3 (`preview`), else
 * the saved order's quote, tax included, or where the price will come.
 */
export function PriceSummary({
  order,
  cart,
  preview = null,
}: {
  order: OrderView;
  cart: OrderQuote | null;
  preview?: Quote | null;
}) {
  const isPreview = preview !== null && preview.offerId !== cart?.prices.offerId;
  const quote = preview ?? cart?.prices;
  const situation = order.journey.situation;
  return (
    <aside className={styles.priceSummary} aria-labelledby="prix-titre">
      <h2 id="prix-titre" className={styles.priceTitle}>
        Votre prix
      </h2>
      {quote ? (
        <>
          <p className={styles.offerName}>{quote.offerName}</p>
          <dl className={styles.priceList}>
            <div>
              <dt>Abonnement</dt>
              <dd>{formatEuros(quote.monthlySubscriptionCents)}/mois</dd>
            </div>
            {kwhPriceLines(quote).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            {quote.kva ? (
              <div>
                <dt>Puissance</dt>
                <dd>
                  {quote.kva}&nbsp;kVA, option {quote.option === 'HPHC' ? 'Heures creuses' : 'Base'}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Consommation estimée</dt>
              <dd>{kwh.format(quote.annualKwh)}&nbsp;kWh par an</dd>
            </div>
            <div>
              <dt>Total estimé la première année</dt>
              <dd>{formatEuros((isPreview ? null : cart?.firstYearTotalCents) ?? quote.annualTotalCents)}</dd>
            </div>
            <div className={styles.priceHighlight}>
              <dt>Mensualité conseillée</dt>
              <dd>{formatEuros(quote.recommendedMonthlyPaymentCents)}/mois</dd>
            </div>
            {situation?.express ? (
              <div>
                <dt>Mise en service express</dt>
                <dd>{formatEuros(cart?.expressFeeCents ?? EXPRESS_CONNECTION_FEE_CENTS)}, une seule fois</dd>
              </div>
            ) : null}
            {order.promoCode ? (
              <div>
                <dt>Code promo {order.promoCode}</dt>
                <dd>
                  {quote.promoDiscountCents > 0
                    ? `−${formatEuros(quote.promoDiscountCents)} la première année, déjà déduits`
                    : 'appliqué à votre première facture'}
                </dd>
              </div>
            ) : null}
          </dl>
          <p className={styles.priceNote}>
            {quote.differenceVsRegulatedCents < 0
              ? `Soit ${formatEuros(-quote.differenceVsRegulatedCents)} d’économie par an par rapport au tarif réglementé.`
              : quote.differenceVsRegulatedCents > 0
                ? `Soit ${formatEuros(quote.differenceVsRegulatedCents)} de plus par an que le tarif réglementé.`
                : 'Le même prix que le tarif réglementé.'}{' '}
            Prix toutes taxes comprises.
          </p>
        </>
      ) : (
        <p className={styles.priceNote}>{NO_OFFER_YET}</p>
      )}
    </aside>
  );
}
