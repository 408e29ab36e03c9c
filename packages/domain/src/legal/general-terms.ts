import type { Energy } from '../energy/delivery-point-id.js';

/**
 * The conditions générales de vente (CGV), versioned. The contract templates cite `GENERAL_TERMS_VERSION`,
 * so the version a customer signs is the version `/conditions-generales-de-vente` shows. Bump the version
 * (and keep the former text) whenever the wording changes.
 */
export const GENERAL_TERMS_VERSION = 'CGV-2026-01';
export const GENERAL_TERMS_EFFECTIVE_FROM = '2026-01-01';

export type OfferKindForTerms = 'regulated' | 'fixed' | 'indexed' | 'green';

export interface TermsSection {
  title: string;
  paragraphs: readonly string[];
}

export interface OfferTermsSubject {
  id: string;
  name: string;
  energy: Energy;
  kind: string;
}

export interface GeneralTerms {
  version: string;
  effectiveFrom: string;
  title: string;
  /** The conditions specific to the offer: its price and how it changes. */
  offerSection: TermsSection;
  sections: readonly TermsSection[];
}

const ENERGY_WORDS: Record<Energy, { supply: string; grid: string; point: string; tax: string }> = {
  electricity: {
    supply: 'd’électricité',
    grid: 'Enedis ou l’entreprise locale de distribution',
    point: 'point de livraison (PDL)',
    tax: 'l’accise sur l’électricité',
  },
  gas: {
    supply: 'de gaz naturel',
    grid: 'GRDF ou l’entreprise locale de distribution',
    point: 'point de comptage et d’estimation (PCE)',
    tax: 'l’accise sur le gaz naturel',
  },
};

const PRICE_CLAUSES: Record<OfferKindForTerms, (energy: Energy) => string> = {
  regulated: (energy) =>
    energy === 'electricity'
      ? 'Le prix suit le tarif réglementé de vente d’électricité (TRV) : il évolue à chaque décision tarifaire publiée au Journal officiel, à la même date et dans la même proportion.'
      : 'Le prix suit le prix repère de vente de gaz publié chaque mois par la Commission de régulation de l’énergie (CRE) : il évolue le premier jour de chaque mois.',
  fixed: () =>
    'Le prix hors taxes du kWh et de l’abonnement est fixe pendant la durée indiquée dans vos conditions particulières ; seules les taxes et contributions fixées par l’État peuvent le faire varier.',
  indexed: (energy) =>
    `Le prix hors taxes du kWh est indexé sur la référence indiquée dans vos conditions particulières (${energy === 'electricity' ? 'le tarif réglementé' : 'le prix repère de la CRE'}) : il évolue aux mêmes dates, avec la remise indiquée.`,
  green: () =>
    'Le prix suit les mêmes règles que l’offre fixe ; pour chaque kWh consommé, une garantie d’origine renouvelable produite en France est achetée et annulée à votre nom.',
};

function isOfferKind(kind: string): kind is OfferKindForTerms {
  return kind in PRICE_CLAUSES;
}

/** The CGV of one offer, in force today: the common sections and the offer's own price conditions. */
export function generalTermsFor(offer: OfferTermsSubject, supplierName: string): GeneralTerms {
  const words = ENERGY_WORDS[offer.energy];
  const priceClause = isOfferKind(offer.kind)
    ? PRICE_CLAUSES[offer.kind](offer.energy)
    : PRICE_CLAUSES.fixed(offer.energy);
  return {
    version: GENERAL_TERMS_VERSION,
    effectiveFrom: GENERAL_TERMS_EFFECTIVE_FROM,
    title: `Conditions générales de vente — ${offer.name}`,
    offerSection: {
      title: `Prix de l’offre ${offer.name}`,
      paragraphs: [
        priceClause,
        'Tout projet de modification du prix ou des conditions du contrat vous est communiqué au moins un mois avant son entrée en vigueur ; vous pouvez alors résilier sans frais.',
      ],
    },
    sections: [
      {
        title: 'Objet',
        paragraphs: [
          `Ces conditions régissent la fourniture ${words.supply} par ${supplierName} aux particuliers, pour un usage domestique, au ${words.point} désigné dans les conditions particulières. L’acheminement jusqu’à votre logement est assuré par le gestionnaire de réseau (${words.grid}), avec lequel ${supplierName} a conclu un contrat.`,
        ],
      },
      {
        title: 'Conclusion du contrat et droit de rétractation',
        paragraphs: [
          'Avant de signer, vous recevez la fiche descriptive de l’offre, son prix et ses conditions d’évolution, sa durée et les coordonnées du Médiateur national de l’énergie.',
          'Le contrat est conclu à votre signature électronique. Vous disposez de 14 jours pour vous rétracter, sans motif ni frais, depuis le lien reçu avec votre contrat signé. Si vous avez demandé expressément que la fourniture commence avant la fin de ce délai, seule l’énergie consommée jusqu’à la rétractation vous est facturée.',
          'Un contrat proposé par téléphone ne vous engage qu’une fois la confirmation écrite signée par vous (article L221-16 du Code de la consommation).',
        ],
      },
      {
        title: 'Durée et résiliation',
        paragraphs: [
          'Le contrat est conclu pour une durée indéterminée. Vous pouvez le résilier à tout moment, sans frais, notamment en souscrivant auprès d’un autre fournisseur, la résiliation prenant effet à la date de début du nouveau contrat ; en cas de déménagement, à la date que vous indiquez.',
        ],
      },
      {
        title: 'Facturation et paiement',
        paragraphs: [
          `Vos factures détaillent l’abonnement, la consommation, ${words.tax}, la contribution tarifaire d’acheminement (CTA) et la TVA. Elles sont établies sur les index relevés ou transmis par le gestionnaire de réseau, à défaut estimés, et régularisées au relevé suivant.`,
          'Vous pouvez payer par prélèvement SEPA (mensualisé ou à réception de facture), par virement ou par carte. Chaque prélèvement vous est notifié au moins 14 jours à l’avance.',
        ],
      },
      {
        title: 'Réclamations et médiation',
        paragraphs: [
          `Adressez vos réclamations au service clients de ${supplierName} par la page Contact ou par courrier. Si vous n’avez pas obtenu de réponse satisfaisante dans un délai de deux mois, vous pouvez saisir gratuitement le Médiateur national de l’énergie (www.energie-mediateur.fr).`,
        ],
      },
      {
        title: 'Données personnelles',
        paragraphs: [
          `${supplierName} traite vos données pour exécuter le contrat, selon la page « Données personnelles » du site, où vous pouvez exercer vos droits d’accès, de rectification, d’effacement et de portabilité.`,
        ],
      },
    ],
  };
}
