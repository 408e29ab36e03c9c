import type { MillicentsPerKwh } from '@voltaire/domain';

/**
 * The offers presented on the home page. Static for now; they will come from the catalogue API.
 * Prices are indicative « à partir de » prices, tax included, built on the references of DECISIONS §2:
 * the regulated electricity tariff (TRV) of 1 August 2025, Base option, 6 kVA, and the CRE gas reference price
 * of January 2026 for heating.
 */

export const TRV_BASE_6KVA = {
  /** Subscription, € per month, in cents. */
  monthlySubscriptionCents: 1547,
  /** Energy, € per kWh, in hundred-thousandths of a euro (the domain's `MillicentsPerKwh`). */
  kwhPrice: 19_520,
  effectiveDate: '1er août 2025',
} as const;

export const CRE_GAS_HEATING = {
  /** 343,90 € a year, shown per month (rounded to the cent). */
  monthlySubscriptionCents: Math.round(34_390 / 12),
  kwhPrice: 10_192,
  effectiveDate: 'janvier 2026',
} as const;

export interface HomeOffer {
  id: string;
  energy: 'Électricité' | 'Gaz naturel';
  name: string;
  pitch: string;
  highlights: string[];
  monthlySubscriptionCents: number;
  /** € per kWh, in hundred-thousandths of a euro. */
  kwhPrice: MillicentsPerKwh;
  priceNote: string;
}

export const homeOffers: HomeOffer[] = [
  {
    id: 'electricite-prix-fixe',
    energy: 'Électricité',
    name: 'Voltaire Prix Fixe',
    pitch: 'Le prix du kWh hors taxes est bloqué pendant 2 ans\u202F: votre budget ne bouge pas.',
    highlights: [
      'Prix du kWh HT fixe 2 ans',
      'Sans engagement, résiliation gratuite',
      'Options Base et Heures creuses',
    ],
    monthlySubscriptionCents: TRV_BASE_6KVA.monthlySubscriptionCents,
    kwhPrice: TRV_BASE_6KVA.kwhPrice,
    priceNote: `Base 6 kVA, prix TTC au ${TRV_BASE_6KVA.effectiveDate}.`,
  },
  {
    id: 'electricite-indexee-trv',
    energy: 'Électricité',
    name: 'Voltaire Indexée',
    pitch: 'Le prix suit le tarif réglementé (TRV), avec 10\u202F% de remise sur le prix du kWh hors taxes.',
    highlights: [
      '−10\u202F% sur le kWh HT du tarif réglementé',
      'Évolue avec le TRV, à la baisse comme à la hausse',
    ],
    monthlySubscriptionCents: TRV_BASE_6KVA.monthlySubscriptionCents,
    kwhPrice: TRV_BASE_6KVA.kwhPrice,
    priceNote: `Abonnement et kWh du TRV Base 6 kVA au ${TRV_BASE_6KVA.effectiveDate}, avant remise.`,
  },
  {
    id: 'electricite-verte',
    energy: 'Électricité',
    name: 'Voltaire Verte',
    pitch:
      'Une électricité couverte à 100\u202F% par des garanties d’origine renouvelable produites en France.',
    highlights: ['Garanties d’origine françaises', 'Éolien, solaire et hydraulique', 'Sans engagement'],
    monthlySubscriptionCents: TRV_BASE_6KVA.monthlySubscriptionCents,
    kwhPrice: TRV_BASE_6KVA.kwhPrice,
    priceNote: `Base 6 kVA, prix TTC au ${TRV_BASE_6KVA.effectiveDate}.`,
  },
  {
    id: 'gaz-naturel',
    energy: 'Gaz naturel',
    name: 'Voltaire Gaz',
    pitch: 'Un prix indexé sur le prix repère de la CRE, pour le chauffage, l’eau chaude et la cuisson.',
    highlights: ['Indexé sur le prix repère CRE', 'Sans engagement, résiliation gratuite'],
    monthlySubscriptionCents: CRE_GAS_HEATING.monthlySubscriptionCents,
    kwhPrice: CRE_GAS_HEATING.kwhPrice,
    priceNote: `Usage chauffage, prix repère CRE TTC de ${CRE_GAS_HEATING.effectiveDate}.`,
  },
];
