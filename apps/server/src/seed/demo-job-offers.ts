import type { JobOfferInput } from '@voltaire/domain';

export interface DemoJobOffer extends JobOfferInput {
  daysAgo: number;
  closed?: boolean;
}

/** Demo job offers across categories and cities; one is already closed. */
export const DEMO_JOB_OFFERS: readonly DemoJobOffer[] = [
  {
    title: 'Conseiller ou conseillère clientèle énergie',
    category: 'service-clients',
    place: 'Lyon',
    postalCode: '69003',
    contractType: 'cdi',
    summary:
      'Vous répondez aux clients particuliers par téléphone et par écrit : souscriptions, factures, déménagements.',
    missions: [
      'Accompagner les clients dans leurs démarches (souscription, changement d’offre, déménagement)',
      'Expliquer une facture et proposer un échéancier adapté',
      'Traiter les réclamations jusqu’à leur résolution',
    ],
    profile: [
      'Sens du service et goût de la pédagogie',
      'Aisance à l’oral et à l’écrit',
      'Une première expérience en relation client est un plus',
    ],
    salaryMinEuros: 26_000,
    salaryMaxEuros: 29_000,
    daysAgo: 4,
  },
  {
    title: 'Conseiller ou conseillère clientèle en alternance',
    category: 'service-clients',
    place: 'Lille',
    postalCode: '59000',
    contractType: 'alternance',
    summary: 'Préparez un BTS NDRC en rejoignant notre centre de relation client de Lille.',
    missions: ['Répondre aux appels entrants des clients', 'Participer aux campagnes de satisfaction'],
    profile: ['Admission en BTS NDRC ou équivalent', 'Curiosité et sens de l’écoute'],
    salaryMinEuros: null,
    salaryMaxEuros: null,
    daysAgo: 10,
  },
  {
    title: 'Développeur ou développeuse TypeScript',
    category: 'tech',
    place: 'Paris',
    postalCode: '75011',
    contractType: 'cdi',
    summary:
      'Vous faites évoluer le parcours de souscription en ligne et les outils des conseillers (React, Fastify, PostgreSQL).',
    missions: [
      'Concevoir et développer de nouveaux parcours',
      'Écrire des tests et veiller à l’accessibilité (RGAA)',
      'Participer aux revues de code et aux choix d’architecture',
    ],
    profile: ['3 ans d’expérience en TypeScript', 'Attention portée à la qualité et à l’accessibilité'],
    salaryMinEuros: 48_000,
    salaryMaxEuros: 58_000,
    daysAgo: 7,
  },
  {
    title: 'Analyste marchés de l’énergie',
    category: 'energie-marches',
    place: 'Paris',
    postalCode: '75011',
    contractType: 'cdi',
    summary:
      'Vous suivez les marchés de gros de l’électricité et du gaz et contribuez à la construction de nos prix.',
    missions: [
      'Suivre les prix à terme et les indicateurs de la CRE',
      'Modéliser le coût d’approvisionnement de nos offres',
    ],
    profile: ['Formation ingénieur ou économie', 'Maîtrise d’un langage d’analyse de données'],
    salaryMinEuros: 45_000,
    salaryMaxEuros: 55_000,
    daysAgo: 15,
  },
  {
    title: 'Conseiller ou conseillère commercial terrain',
    category: 'vente',
    place: 'Nantes',
    postalCode: '44000',
    contractType: 'cdd',
    summary:
      'Pour six mois, vous présentez nos offres lors de salons et d’événements dans la région nantaise.',
    missions: [
      'Présenter nos offres et conseiller les visiteurs',
      'Remonter les questions fréquentes à l’équipe marketing',
    ],
    profile: ['Aisance relationnelle', 'Permis B'],
    salaryMinEuros: 24_000,
    salaryMaxEuros: 26_000,
    daysAgo: 20,
  },
  {
    title: 'Juriste droit de la consommation',
    category: 'fonctions-support',
    place: 'Bordeaux',
    postalCode: '33000',
    contractType: 'cdi',
    summary:
      'Vous veillez à la conformité de nos contrats et de nos parcours au Code de la consommation et au Code de l’énergie.',
    missions: [
      'Rédiger et mettre à jour les conditions générales de vente',
      'Conseiller les équipes sur la vente à distance et le démarchage',
    ],
    profile: ['Master en droit de la consommation', 'Une expérience dans l’énergie est appréciée'],
    salaryMinEuros: 42_000,
    salaryMaxEuros: 50_000,
    daysAgo: 30,
  },
  {
    title: 'Stagiaire données et tarification',
    category: 'energie-marches',
    place: 'Lyon',
    postalCode: '69003',
    contractType: 'stage',
    summary: 'Stage de six mois au sein de l’équipe tarification.',
    missions: ['Analyser les consommations par profil'],
    profile: ['Dernière année d’école d’ingénieur ou de master'],
    salaryMinEuros: null,
    salaryMaxEuros: null,
    daysAgo: 90,
    closed: true,
  },
];
