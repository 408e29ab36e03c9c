import {
  describePriceChange,
  formatEuros,
  formatFrenchDate,
  HOLDER_MIN_AGE_YEARS,
  type OrderQuote,
  type OrderView,
  WITHDRAWAL_PERIOD_DAYS,
} from '@voltaire/domain';
import { useEffect, useState } from 'react';
import { useAppServices } from '../../app/app-services';
import { siteIdentity } from '../../app/site-identity';
import { AdviceBlock } from '../../ui/advice-block/advice-block';
import { type OfferDetail, offerDetail } from '../catalogue/catalogue-api';
import { kwhPriceLines } from './price-summary';
import styles from './subscription.module.css';

/**
 * The information owed before signing (Code de la consommation L224-3, DECISIONS §2): the offer sheet, the
 * price in detail, the duration, how the price may change, the withdrawal period and the energy ombudsman.
 */
export function PreContractInformation({ order, cart }: { order: OrderView; cart: OrderQuote | null }) {
  const { http } = useAppServices();
  const situation = order.journey.situation;
  const [offer, setOffer] = useState<OfferDetail | null>(null);
  useEffect(() => {
    if (!situation) return;
    const controller = new AbortController();
    offerDetail(http, situation.offerId, controller.signal)
      .then(setOffer)
      .catch(() => {});
    return () => controller.abort();
  }, [http, situation]);
  const quote = cart?.prices;
  return (
    <section aria-labelledby="information-titre" className={styles.subSection}>
      <h2 id="information-titre" className={styles.sectionTitle}>
        Informations précontractuelles
      </h2>
      <ul className={styles.essentials}>
        <li>
          Votre offre&#x202F;: <strong>{offer?.name ?? quote?.offerName ?? situation?.offerId}</strong>
          {quote ? `, ${formatEuros(quote.recommendedMonthlyPaymentCents)} par mois conseillés` : ''}.
        </li>
        <li>Sans engagement&#x202F;: résiliation à tout moment, sans frais.</li>
        <li>{WITHDRAWAL_PERIOD_DAYS}&nbsp;jours pour vous rétracter après la signature.</li>
        <li>En cas de litige, le Médiateur national de l’énergie, gratuitement.</li>
      </ul>
      <AdviceBlock title="Fiche descriptive de l’offre">
        <p>
          <strong>{offer?.name ?? quote?.offerName ?? situation?.offerId}</strong>
          {offer
            ? ` — ${offer.energyLabel}, ${offer.kindLabel.toLowerCase()}. ${offer.shortDescription}`
            : null}
        </p>
      </AdviceBlock>
      <AdviceBlock title="Détail du prix (toutes taxes comprises)">
        {quote ? (
          <>
            <table className={styles.priceTable}>
              <caption className={styles.tableCaption}>
                Prix au {formatFrenchDate(quote.date)}, pour{' '}
                {new Intl.NumberFormat('fr-FR').format(quote.annualKwh)} kWh par an
              </caption>
              <tbody>
                <tr>
                  <th scope="row">Abonnement</th>
                  <td>{formatEuros(quote.monthlySubscriptionCents)} par mois</td>
                </tr>
                {kwhPriceLines(quote).map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">Total estimé de la première année</th>
                  <td>{formatEuros(quote.annualTotalCents)}</td>
                </tr>
                <tr>
                  <th scope="row">Mensualité conseillée</th>
                  <td>{formatEuros(quote.recommendedMonthlyPaymentCents)}</td>
                </tr>
              </tbody>
            </table>
            <ul className={styles.quoteLines}>
              {quote.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            Le détail du prix n’a pas pu être calculé. Vérifiez votre consommation à l’étape
            «&nbsp;Offre&nbsp;».
          </p>
        )}
      </AdviceBlock>
      <AdviceBlock title="Durée du contrat">
        <p>
          Contrat à durée indéterminée, sans engagement&#x202F;: vous pouvez le résilier à tout moment, sans
          frais, le changement de fournisseur valant résiliation. Le titulaire doit avoir au moins{' '}
          {HOLDER_MIN_AGE_YEARS}&nbsp;ans.
        </p>
      </AdviceBlock>
      <AdviceBlock title="Évolution des prix">
        <p>{describePriceChange(offer?.kind ?? 'fixed')}</p>
      </AdviceBlock>
      <AdviceBlock title="Droit de rétractation">
        <p>
          Vous disposez de {WITHDRAWAL_PERIOD_DAYS}&nbsp;jours après la signature pour vous rétracter, sans
          avoir à vous justifier. Si votre fourniture démarre pendant ce délai à votre demande, seule
          l’énergie consommée jusqu’à la rétractation vous sera facturée.
        </p>
      </AdviceBlock>
      <AdviceBlock title="Réclamations et médiation">
        <p>
          Une réclamation&#x202F;? Écrivez à {siteIdentity.customerServiceEmail} ou appelez le{' '}
          {siteIdentity.customerServicePhone}. Sans réponse satisfaisante sous deux mois, vous pouvez saisir
          gratuitement le Médiateur national de l’énergie&#x202F;: www.energie-mediateur.fr, ou par courrier
          au Médiateur national de l’énergie, Libre réponse n°&nbsp;59252, 75443 Paris Cedex&nbsp;09.
        </p>
      </AdviceBlock>
    </section>
  );
}
