/**
 * The RGAA 4.1 self-audit behind `/accessibilite` and the footer's status (DECISIONS §2). RGAA 4.1 has 106
 * criteria in 13 themes; a criterion is conforming when it holds on every page of the sample where it applies.
 * The results list only the criteria that are not applicable and the non-conformities; every other criterion
 * was checked conforming. The footer's status is computed from these figures, never written by hand.
 */
export const RGAA_THEME_SIZES = [9, 2, 3, 13, 8, 2, 5, 10, 4, 14, 13, 11, 12] as const;

export const RGAA_THEMES = [
  'Images',
  'Cadres',
  'Couleurs',
  'Multimédia',
  'Tableaux',
  'Liens',
  'Scripts',
  'Éléments obligatoires',
  'Structuration de l’information',
  'Présentation de l’information',
  'Formulaires',
  'Navigation',
  'Consultation',
] as const;

/** '1.1' … '13.12', in the order of the standard. */
export const RGAA_CRITERION_IDS: readonly string[] = RGAA_THEME_SIZES.flatMap((size, theme) =>
  Array.from({ length: size }, (_, index) => `${theme + 1}.${index + 1}`),
);

export type RgaaResult = 'conforming' | 'notConforming' | 'notApplicable';
export const RGAA_RESULT_LABELS = {
  conforming: 'Conforme',
  notConforming: 'Non conforme',
  notApplicable: 'Non applicable',
} as const satisfies Record<RgaaResult, string>;

export interface RgaaNonConformity {
  criterion: string;
  /** Pages of the sample where it fails. */
  pages: readonly string[];
  description: string;
  /** What we will do, and by when (AAAA-MM). */
  fix: string;
  dueBy: string;
}

export interface RgaaAudit {
  /** AAAA-MM-JJ */
  auditedOn: string;
  /** The sample of pages: label and address. */
  sample: readonly { label: string; path: string }[];
  notApplicable: readonly string[];
  nonConformities: readonly RgaaNonConformity[];
}

export const RGAA_AUDIT: RgaaAudit = {
  auditedOn: '2026-11-20',
  sample: [
    { label: 'Accueil', path: '/' },
    { label: 'Nos offres', path: '/offres' },
    { label: 'Souscription : démarrage', path: '/souscription' },
    { label: 'Souscription : logement', path: '/souscription/{commande}/logement' },
    { label: 'Souscription : point de livraison', path: '/souscription/{commande}/point-de-livraison' },
    { label: 'Souscription : offre et situation', path: '/souscription/{commande}/offre' },
    { label: 'Souscription : titulaire', path: '/souscription/{commande}/titulaire' },
    { label: 'Souscription : paiement', path: '/souscription/{commande}/paiement' },
    { label: 'Souscription : récapitulatif', path: '/souscription/{commande}/recapitulatif' },
    { label: 'Signature du contrat', path: '/signature/{commande}' },
    { label: 'Contact', path: '/contact' },
    { label: 'Connexion', path: '/connexion' },
    { label: 'Espace conseiller (télévente)', path: '/contrats-energies-tlv' },
    { label: 'Administration : règles d’éligibilité', path: '/admin/eligibilite/predicats' },
  ],
  notApplicable: [
    '1.4',
    '1.5',
    '1.6',
    '1.7',
    '1.9',
    '2.1',
    '2.2',
    '4.1',
    '4.2',
    '4.3',
    '4.4',
    '4.5',
    '4.6',
    '4.7',
    '4.8',
    '4.9',
    '4.10',
    '4.11',
    '4.12',
    '4.13',
    '5.1',
    '5.2',
    '5.3',
    '5.8',
    '8.10',
    '9.4',
    '12.3',
    '12.4',
    '12.5',
    '13.4',
    '13.7',
    '13.12',
  ],
  nonConformities: [
    {
      criterion: '12.1',
      pages: ['Toutes les pages'],
      description:
        'Le site ne propose qu’un système de navigation (le menu) : il n’a ni plan du site ni moteur de recherche.',
      fix: 'Publier une page « Plan du site » reliée depuis le pied de page de chaque page.',
      dueBy: '2027-01',
    },
    {
      criterion: '13.1',
      pages: ['Espace conseiller (télévente)', 'Administration : règles d’éligibilité'],
      description:
        'La session du personnel se termine après 30 minutes d’inactivité sans avertissement préalable ni moyen de la prolonger.',
      fix: 'Avertir deux minutes avant la fin de la session et proposer de la prolonger d’un clic.',
      dueBy: '2027-02',
    },
    {
      criterion: '13.3',
      pages: ['Signature du contrat'],
      description:
        'Le contrat à signer est un PDF non balisé : sa structure (titres, tableaux) n’est pas restituée par les lecteurs d’écran.',
      fix: 'Produire un PDF balisé (PDF/UA) et proposer la version HTML du contrat à côté du PDF.',
      dueBy: '2027-03',
    },
  ],
};

export interface RgaaFigures {
  conforming: number;
  notConforming: number;
  notApplicable: number;
  /** Conforming criteria among the applicable ones, in percent, to one decimal. */
  conformanceRate: number;
}

export function rgaaResultOf(criterion: string, audit: RgaaAudit = RGAA_AUDIT): RgaaResult {
  if (audit.nonConformities.some((entry) => entry.criterion === criterion)) return 'notConforming';
  return audit.notApplicable.includes(criterion) ? 'notApplicable' : 'conforming';
}

export function rgaaFigures(audit: RgaaAudit = RGAA_AUDIT): RgaaFigures {
  const counts = { conforming: 0, notConforming: 0, notApplicable: 0 };
  for (const criterion of RGAA_CRITERION_IDS) counts[rgaaResultOf(criterion, audit)] += 1;
  const applicable = counts.conforming + counts.notConforming;
  const conformanceRate = applicable === 0 ? 0 : Math.floor((counts.conforming * 1000) / applicable) / 10;
  return { ...counts, conformanceRate };
}

export type AccessibilityStatus = 'totalement conforme' | 'partiellement conforme' | 'non conforme';

/** The RGAA wording: all applicable criteria met → totally; at least 50 % → partially; below → not conforming. */
export function accessibilityStatusOf(figures: RgaaFigures): AccessibilityStatus {
  if (figures.conforming + figures.notConforming === 0) return 'non conforme';
  if (figures.notConforming === 0) return 'totalement conforme';
  return figures.conformanceRate >= 50 ? 'partiellement conforme' : 'non conforme';
}
