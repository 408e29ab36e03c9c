import { formatEuros, formatPricePerKwh } from '@voltaire/domain';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { createHttpClient } from '../../app/http-client';
import { siteIdentity } from '../../app/site-identity';
import { useDocumentTitle } from '../../ui/use-document-title';
import { type HomeOffer, homeOffers, TRV_BASE_6KVA } from '../catalogue/home-offers';
import styles from './home-page.module.css';
import { loadRatingSummary, type RatingSummary, ReassuranceBand } from './reviews/rating-summary';

export interface HomeData {
  /** The global note of the published reviews; `null` when they are unavailable (the band is left out). */
  rating: RatingSummary | null;
}

/** The home page reads the global note alone (`pageSize=0`), never the reviews themselves: `/` stays light. */
export async function homeLoader({ request }: LoaderFunctionArgs): Promise<HomeData> {
  return { rating: await loadRatingSummary(createHttpClient(), request.signal) };
}

export function HomePage() {
  useDocumentTitle('Fournisseur d’électricité et de gaz');
  const { rating } = (useLoaderData() as HomeData | undefined) ?? { rating: null };
  return (
    <>
      <section className={styles.hero} aria-labelledby="accueil-titre">
        <h1 id="accueil-titre">L’électricité et le gaz, simplement et au juste prix</h1>
        <p>
          {siteIdentity.brand} fournit l’électricité et le gaz naturel des particuliers partout en France
          métropolitaine. Changer de fournisseur est gratuit, sans coupure et sans intervention sur votre
          compteur&#x202F;: nous nous occupons des démarches.
        </p>
        <p>
          <Link className={styles.callToAction} to="#offres">
            Découvrir nos offres
          </Link>
        </p>
      </section>

      <section className={styles.section} id="offres" aria-labelledby="offres-titre">
        <h2 id="offres-titre">Nos offres</h2>
        <p className={styles.intro}>
          Des prix «&nbsp;à partir de&nbsp;» indicatifs, toutes taxes comprises, pour comparer en un coup
          d’œil.
        </p>
        <ul className={styles.offers}>
          {homeOffers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
        <p className={styles.reference}>
          Référence&#x202F;: tarif réglementé de vente d’électricité (TRV), option Base 6 kVA au{' '}
          {TRV_BASE_6KVA.effectiveDate}, abonnement {formatEuros(TRV_BASE_6KVA.monthlySubscriptionCents)} par
          mois et kWh à {formatPricePerKwh(TRV_BASE_6KVA.kwhPrice)} TTC.
        </p>
      </section>

      <ReassuranceBand rating={rating} />

      <section className={styles.section} aria-labelledby="pourquoi-titre">
        <h2 id="pourquoi-titre">Pourquoi choisir {siteIdentity.brand}&#x202F;?</h2>
        <ul className={styles.reasons}>
          <li>
            <h3>Sans engagement</h3>
            <p>Vous pouvez changer d’offre ou de fournisseur à tout moment, sans frais de résiliation.</p>
          </li>
          <li>
            <h3>Un changement en douceur</h3>
            <p>
              Votre contrat démarre en 20 jours environ, sans coupure ni rendez-vous&#x202F;; votre ancien
              contrat est résilié automatiquement.
            </p>
          </li>
          <li>
            <h3>Un service clients en France</h3>
            <p>
              Nos conseillers vous répondent au {siteIdentity.customerServicePhone},{' '}
              {siteIdentity.customerServiceHours}.
            </p>
          </li>
        </ul>
      </section>
    </>
  );
}

function OfferCard({ offer }: { offer: HomeOffer }) {
  const titleId = `offre-${offer.id}`;
  return (
    <article className={styles.offer} aria-labelledby={titleId}>
      <p className={styles.energy}>{offer.energy}</p>
      <h3 id={titleId}>{offer.name}</h3>
      <p>{offer.pitch}</p>
      <ul>
        {offer.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <dl className={styles.price}>
        <dt>Abonnement</dt>
        <dd>à partir de {formatEuros(offer.monthlySubscriptionCents)}/mois</dd>
        <dt>Prix du kWh</dt>
        <dd>{formatPricePerKwh(offer.kwhPrice)}</dd>
      </dl>
      <p className={styles.priceNote}>{offer.priceNote}</p>
    </article>
  );
}
