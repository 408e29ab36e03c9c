import { formatEuros, formatKwh, formatPricePerKwh, type Quote } from '@voltaire/domain';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../ui/button/button-class';
import { describeSaving } from '../../ui/chart/describe-saving';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import type { EligibleOffer } from './eligible-offers';
import styles from './offers-page.module.css';

/**
 * The subscription journey, starting from this offer (`/souscription?offre=elec-fixe&energie=electricite`);
 * `ajout`: the order of the other energy whose housing, holder and payment the new one takes over.
 */
export function subscribePath(offer: EligibleOffer, addingTo?: string | null): string {
  const energy = offer.energy === 'gas' ? 'gaz' : 'electricite';
  return `/souscription?${new URLSearchParams({
    offre: offer.id,
    energie: energy,
    ...(addingTo ? { ajout: addingTo } : {}),
  })}`;
}

/**
 * An offer of the server's catalogue, as the home page and `/offres` both show it, with « Souscrire »; `quote`:
 * the server's price for a household, whose saving against the regulated tariff the card highlights.
 */
export function OfferCard({
  offer,
  quote,
  headingLevel = 3,
}: {
  offer: EligibleOffer;
  quote?: Quote | undefined;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `offre-${offer.id}`;
  const [searchParams] = useSearchParams();
  return (
    <article className={styles.offer} aria-labelledby={titleId}>
      <p className={styles.energy}>
        {offer.energyLabel} · {offer.kindLabel}
      </p>
      <Heading id={titleId}>{offer.name}</Heading>
      <p>{offer.shortDescription}</p>
      {quote ? (
        <p
          className={
            quote.annualTotalCents < quote.regulatedAnnualTotalCents ? styles.saving : styles.costNote
          }
        >
          <strong>{describeSaving(quote.annualTotalCents, quote.regulatedAnnualTotalCents)}</strong> face au
          tarif réglementé, pour {formatKwh(quote.annualKwh)} par an en {quote.kva}&nbsp;kVA
        </p>
      ) : null}
      {offer.from ? (
        <dl className={styles.price}>
          <dt>Abonnement</dt>
          <dd>à partir de {formatEuros(offer.from.monthlySubscriptionCents)}/mois</dd>
          <dt>Prix du kWh</dt>
          <dd>à partir de {formatPricePerKwh(offer.from.millicentsPerKwh)}</dd>
        </dl>
      ) : (
        <p className={styles.priceNote}>Prix communiqués sur demande.</p>
      )}
      <Link
        className={`${buttonClassName('primary')} ${styles.subscribe}`}
        to={subscribePath(offer, searchParams.get('ajout'))}
      >
        Souscrire <VisuallyHidden>à {offer.name}</VisuallyHidden>
      </Link>
    </article>
  );
}
