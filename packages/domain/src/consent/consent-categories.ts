/**
 * The consent categories the banner offers, as data: the banner, the script loader and the
 * tests are all built from this list. Sub-items may be allowed one by one (`'a;b'`).
 */
export const CONSENT_CATEGORIES = [
  {
    id: 'analytics',
    label: 'Mesure d’audience',
    description: 'Comprendre comment le site est utilisé pour l’améliorer.',
    subItems: [
      { id: 'audience', label: 'Statistiques de visite' },
      { id: 'conversion', label: 'Suivi des souscriptions' },
    ],
  },
  {
    id: 'advertising',
    label: 'Publicité',
    description: 'Vous montrer des offres adaptées sur d’autres sites.',
    subItems: [],
  },
  {
    id: 'social',
    label: 'Réseaux sociaux',
    description: 'Partager des contenus sur les réseaux sociaux.',
    subItems: [],
  },
  {
    id: 'abTesting',
    label: 'Tests A/B',
    description: 'Comparer deux versions d’une page pour garder la plus claire.',
    subItems: [],
  },
  {
    id: 'liveChat',
    label: 'Discussion en direct',
    description: 'Échanger avec un conseiller depuis le site.',
    subItems: [],
  },
  {
    id: 'monitoring',
    label: 'Suivi des erreurs',
    description: 'Détecter les erreurs et les lenteurs du site.',
    subItems: [],
  },
] as const satisfies readonly {
  id: string;
  label: string;
  description: string;
  subItems: readonly { id: string; label: string }[];
}[];

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]['id'];
export const CONSENT_CATEGORY_IDS: readonly ConsentCategory[] = CONSENT_CATEGORIES.map(
  (category) => category.id,
);
