import type { RgaaResult } from './rgaa-results.js';

/**
 * The texts of the RGAA 4.1 self-audit behind `/accessibilite` (DECISIONS §2): its date, its sample of pages,
 * and each non-conformity with its fix and due date. The results themselves are in `rgaa-results.ts`.
 */
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
