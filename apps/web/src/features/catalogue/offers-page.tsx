import { useEffect, useRef } from 'react';
import { useLoaderData, useNavigate, useNavigation } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import { type Household, writeHousehold } from './household';
import { HouseholdComparison } from './household-comparison';
import { OfferCard } from './offer-card';
import { type OffersCriteria, writeCriteria } from './offers-criteria';
import type { OffersData } from './offers-loader';
import styles from './offers-page.module.css';
import { OffersSearchForm } from './offers-search-form';

const ENERGY_WORDS = { electricity: 'd’électricité', gas: 'de gaz naturel' } as const;

/** « 3 offres d’électricité disponibles pour le 75011 (Paris 11e Arrondissement) » */
export function describeResults(count: number, criteria: OffersCriteria): string {
  const offers = count === 0 ? 'Aucune offre' : count === 1 ? '1 offre' : `${count} offres`;
  const energy = criteria.energy ? ` ${ENERGY_WORDS[criteria.energy]}` : '';
  const available = count > 1 ? 'disponibles' : 'disponible';
  const where = criteria.postalCode
    ? ` pour le ${criteria.postalCode}${criteria.city ? ` (${criteria.city})` : ''}`
    : ' sur notre site';
  return `${offers}${energy} ${available}${where}`;
}

/** `/offres`: the offers a visitor can subscribe to online, for their postal code and energy. */
export function OffersPage() {
  useDocumentTitle('Nos offres');
  const data = useLoaderData() as OffersData;
  const { criteria, offers, household, quotes } = data;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const isSearching = navigation.state === 'loading' && navigation.location.pathname === '/offres';
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const comparisonHeading = useRef<HTMLHeadingElement>(null);
  /** The heading the focus goes to once the next results are in: the results', or the comparison's. */
  const focusAfterLoad = useRef<HTMLHeadingElement | null>(null);
  const summary = describeResults(offers.length, criteria);

  // After a search, once its results are in (new loader data), the focus goes to their heading, which says
  // how many there are; after a new household, to the comparison's heading, above its new figures.
  useEffect(() => {
    if (!focusAfterLoad.current || !data) return;
    const frame = requestAnimationFrame(() => {
      focusAfterLoad.current?.focus();
      focusAfterLoad.current = null;
    });
    return () => cancelAnimationFrame(frame);
  }, [data]);

  const show = async (nextCriteria: OffersCriteria, nextHousehold: Household) => {
    const params = writeHousehold(writeCriteria(nextCriteria), nextHousehold);
    await navigate(`/offres${params.size > 0 ? `?${params}` : ''}`, { preventScrollReset: true });
  };
  const search = async (next: OffersCriteria) => {
    focusAfterLoad.current = resultsHeading.current;
    await show(next, household);
  };
  const compare = async (next: Household) => {
    focusAfterLoad.current = comparisonHeading.current;
    await show(criteria, next);
  };

  return (
    <div className={styles.page}>
      <h1>Nos offres d’électricité et de gaz</h1>
      <p className={styles.lead}>
        Indiquez votre code postal&#x202F;: nous affichons les offres disponibles chez vous, avec leurs prix
        «&nbsp;à partir de&nbsp;» toutes taxes comprises.
      </p>
      <OffersSearchForm criteria={criteria} onSearch={search} />
      <section
        className={styles.results}
        aria-labelledby="offres-resultats"
        aria-busy={isSearching || undefined}
      >
        <h2 id="offres-resultats" ref={resultsHeading} tabIndex={-1}>
          {summary}
        </h2>
        <p role="status" className={styles.status}>
          {isSearching ? 'Recherche des offres en cours…' : ''}
        </p>
        {offers.length === 0 ? (
          <p>
            Aucune offre ne correspond à ces critères. Essayez une autre énergie, ou appelez-nous pour en
            parler.
          </p>
        ) : (
          <ul className={styles.offers}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} quote={quotes[offer.id]} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <HouseholdComparison
        household={household}
        offers={offers}
        quotes={quotes}
        onChange={compare}
        headingRef={comparisonHeading}
      />
    </div>
  );
}
