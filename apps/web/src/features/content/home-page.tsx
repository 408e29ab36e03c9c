import { Suspense } from 'react';
import { Await, Link, useLoaderData } from 'react-router';
import { siteIdentity } from '../../app/site-identity';
import { useDocumentTitle } from '../../ui/use-document-title';
import { OfferCard } from '../catalogue/offer-card';
import type { HomeData } from './home-loader';
import styles from './home-page.module.css';
import { ReassuranceBand } from './reassurance-band';
import { RatingBand } from './reviews/rating-summary';

export const OFFERS_UNAVAILABLE = 'Nos offres n’ont pas pu être chargées. Réessayez dans un instant.';

export function HomePage() {
  useDocumentTitle('Fournisseur d’électricité et de gaz');
  const { catalogue, rating } = useLoaderData() as HomeData;
  return (
    <>
      <section className={styles.hero} aria-labelledby="accueil-titre">
        <div className={styles.heroText}>
          <h1 id="accueil-titre">L’électricité et le gaz, simplement et au juste prix</h1>
          <p>
            {siteIdentity.brand} fournit l’électricité et le gaz naturel des particuliers partout en France
            métropolitaine. Changer de fournisseur est gratuit, sans coupure et sans intervention sur votre
            compteur&#x202F;: nous nous occupons des démarches.
          </p>
          <p>
            <Link className={styles.callToAction} to="/offres">
              Découvrir nos offres
            </Link>
          </p>
        </div>
        <div className={styles.illustration} />
      </section>

      <ReassuranceBand>
        <RatingBand rating={rating} />
      </ReassuranceBand>

      <section className={styles.section} id="offres" aria-labelledby="offres-titre">
        <h2 id="offres-titre">Nos offres</h2>
        <p className={styles.intro}>
          Les prix «&nbsp;à partir de&nbsp;» de notre catalogue, toutes taxes comprises&#x202F;; votre prix
          exact s’affiche pendant la souscription.
        </p>
        <Suspense fallback={<p className={styles.offersPending}>Chargement des offres…</p>}>
          <Await resolve={catalogue} errorElement={<p role="alert">{OFFERS_UNAVAILABLE}</p>}>
            {(loaded: Awaited<HomeData['catalogue']>) => (
              <ul className={styles.offers}>
                {loaded.offers.map((offer) => (
                  <li key={offer.id}>
                    <OfferCard offer={offer} quote={loaded.quotes[offer.id]} />
                  </li>
                ))}
              </ul>
            )}
          </Await>
        </Suspense>
      </section>
    </>
  );
}
