import { formatRating } from '@voltaire/domain';
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { TAG_ATTRIBUTE } from '../../../app/analytics-click-tracking';
import { useAppServices } from '../../../app/app-services';
import { buttonClassName } from '../../../ui/button/button';
import { OrganisationRatingJsonLd } from '../../../ui/rating-json-ld/organisation-rating-json-ld';
import { useConsentState } from '../../consent/consent-manager';
import type { GalleryLoaderData } from '../gallery-loader';
import type { GallerySection } from '../gallery-section';
import { GalleryState, GalleryValue } from '../gallery-state';

const MODE_LABELS = {
  'accept-all': 'tout accepté',
  'refuse-all': 'tout refusé',
  custom: 'personnalisé',
} as const;

function ConsentSection() {
  const { rating } = (useLoaderData() as GalleryLoaderData | undefined) ?? { rating: null };
  const { consent: store } = useAppServices();
  const { status, consent } = useConsentState(store);
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  const [count, setCount] = useState(0);

  // The dataLayer is the browser's: read it only after a click, in the browser.
  useEffect(() => {
    if (count === 0) return;
    const layer = (globalThis as { dataLayer?: unknown[] }).dataLayer ?? [];
    const last = layer.at(-1);
    setLastEvent(last ? JSON.stringify(last) : null);
  }, [count]);

  return (
    <>
      <GalleryState
        title="Choix actuel"
        note="Le bandeau s’affiche en haut de page à la première visite ; « Gestion des cookies », en pied de page, rouvre les préférences."
      >
        <GalleryValue
          label="Choix"
          value={
            status === 'decided' && consent
              ? MODE_LABELS[consent.mode]
              : status === 'undecided'
                ? 'aucun (vaut refus)'
                : 'lecture…'
          }
        />
        <button type="button" className={buttonClassName('secondary')} onClick={store.openPreferences}>
          Modifier mes choix
        </button>
      </GalleryState>
      <GalleryState
        title="Clic suivi (attribut data-tag)"
        note="L’événement porte le type de vente et le canal ; il n’atteint le dataLayer qu’avec l’accord « Mesure d’audience »."
      >
        <button
          type="button"
          className={buttonClassName('primary')}
          {...{ [TAG_ATTRIBUTE]: 'galerie-clic-suivi' }}
          onClick={() => setTimeout(() => setCount((value) => value + 1), 0)}
        >
          Cliquer ici
        </button>
        <GalleryValue label="Dernier événement du dataLayer" value={lastEvent} />
      </GalleryState>
      <GalleryState
        title="Note des avis clients en données structurées"
        note="Un bloc JSON-LD (schema.org AggregateRating, meilleure note 5) accompagne les avis affichés ; ce sont des données, pas un script exécuté."
      >
        {rating ? (
          <p>
            Note moyenne&#x202F;: <strong>{formatRating(rating.ratingValue)}</strong> sur{' '}
            {rating.reviewCount.toLocaleString('fr-FR')} avis publiés.
          </p>
        ) : (
          <p>Aucun avis publié&#x202F;: pas de données structurées.</p>
        )}
        <OrganisationRatingJsonLd ratingValue={rating?.ratingValue} reviewCount={rating?.reviewCount} />
      </GalleryState>
    </>
  );
}

export const consentSection: GallerySection = {
  id: 'cookies',
  title: 'Cookies, mesure d’audience et avis',
  Component: ConsentSection,
};
