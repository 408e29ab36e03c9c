import {
  type AddOnProduct,
  type Boiler,
  CRE_GAS_REFERENCE_2026_01,
  type DeliveryOption,
  GAS_REFERENCE_OFFER,
  gasClassPricesFromZone1,
  REGULATED_ELECTRICITY_OFFER,
  type RelayPoint,
  TRV_ELECTRICITY_GRID_2025_08_01,
} from '@voltaire/domain';
import type { CatalogueOfferInput } from '../modules/catalogue/catalogue.repository.js';

/**
 * The demo catalogue, seeded at first start (SEED_DEMO_DATA). Offer ids are stable: eligibility
 * rules attach to them. Prices are tax included; kWh prices in millicents (0.1952 € = 19,520).
 * Electricity grids are valid from 1 Aug 2025 (TRV of DECISIONS §2), gas grids from 1 Jan 2026
 * (CRE reference of January 2026).
 */
const trvBase = TRV_ELECTRICITY_GRID_2025_08_01.BASE;
const trvHphc = TRV_ELECTRICITY_GRID_2025_08_01.HPHC;
const { cookingAndHotWater, heating } = CRE_GAS_REFERENCE_2026_01;

/** A gas grid from zone-1 kWh prices: Base and B0 on the cooking profile, B1 and B2i on heating. */
function gasGrid(cookingKwhPrice: number, heatingKwhPrice: number) {
  const cooking = gasClassPricesFromZone1(cookingKwhPrice, cookingAndHotWater.subscriptionCentsPerYear);
  const heat = gasClassPricesFromZone1(heatingKwhPrice, heating.subscriptionCentsPerYear);
  return {
    validFrom: '2026-01-01',
    pricing: 'fixed' as const,
    classes: { BASE: cooking, B0: cooking, B1: heat, B2I: heat },
  };
}

export const DEMO_OFFERS: CatalogueOfferInput[] = [
  {
    offer: { ...REGULATED_ELECTRICITY_OFFER, id: 'elec-trv' },
    shortDescription:
      'Le tarif Bleu fixé par les pouvoirs publics : la référence à laquelle nous comparons toutes nos offres d’électricité.',
    sortOrder: 10,
  },
  {
    offer: {
      id: 'elec-fixe',
      name: 'Électricité Fixe',
      energy: 'electricity',
      kind: 'fixed',
      grids: [
        {
          validFrom: '2025-08-01',
          pricing: 'fixed',
          // Same subscriptions as the TRV; kWh about 4 % under it.
          BASE: { subscriptionCentsPerMonthByKva: trvBase.subscriptionCentsPerMonthByKva, kwhPrice: 18_740 },
          HPHC: {
            subscriptionCentsPerMonthByKva: trvHphc.subscriptionCentsPerMonthByKva,
            hpKwhPrice: 19_980,
            hcKwhPrice: 15_700,
          },
        },
      ],
    },
    shortDescription:
      'Un prix du kWh inférieur au tarif réglementé, fixé à la souscription : votre facture ne suit pas les hausses du marché.',
    sortOrder: 20,
  },
  {
    offer: {
      id: 'elec-indexe',
      name: 'Électricité Indexée',
      energy: 'electricity',
      kind: 'indexed',
      grids: [{ validFrom: '2025-08-01', pricing: 'indexedOnReference', kwhDiscountPercent: 8 }],
    },
    shortDescription:
      'Le prix du kWh suit le tarif réglementé, toujours 8 % moins cher ; l’abonnement est celui du tarif réglementé.',
    sortOrder: 30,
  },
  {
    offer: {
      id: 'elec-vert',
      name: 'Électricité Verte',
      energy: 'electricity',
      kind: 'green',
      grids: [
        {
          validFrom: '2025-08-01',
          pricing: 'fixed',
          // Same subscriptions as the TRV; kWh about 3 % above it (French guarantees of origin).
          BASE: { subscriptionCentsPerMonthByKva: trvBase.subscriptionCentsPerMonthByKva, kwhPrice: 20_100 },
          HPHC: {
            subscriptionCentsPerMonthByKva: trvHphc.subscriptionCentsPerMonthByKva,
            hpKwhPrice: 21_430,
            hcKwhPrice: 16_840,
          },
        },
      ],
    },
    shortDescription:
      'Une électricité 100 % renouvelable, produite en France et garantie par des garanties d’origine.',
    sortOrder: 40,
  },
  {
    offer: { ...GAS_REFERENCE_OFFER, id: 'gaz-reference' },
    shortDescription:
      'Le prix repère publié par la Commission de régulation de l’énergie : la référence à laquelle nous comparons nos offres de gaz.',
    sortOrder: 50,
  },
  {
    offer: {
      id: 'gaz-fixe',
      name: 'Gaz Fixe',
      energy: 'gas',
      kind: 'fixed',
      // Same subscriptions as the CRE reference; kWh about 3 % under it.
      grids: [gasGrid(12_890, 9_890)],
    },
    shortDescription:
      'Un prix du kWh inférieur au prix repère, fixé à la souscription : votre facture ne suit pas les hausses du marché.',
    sortOrder: 60,
  },
  {
    offer: {
      id: 'gaz-indexe',
      name: 'Gaz Indexé',
      energy: 'gas',
      kind: 'indexed',
      grids: [{ validFrom: '2026-01-01', pricing: 'indexedOnReference', kwhDiscountPercent: 6 }],
    },
    shortDescription:
      'Le prix du kWh suit le prix repère de la CRE, toujours 6 % moins cher ; l’abonnement est celui du prix repère.',
    sortOrder: 70,
  },
];

/**
 * The special channel's own offers, reserved to it by the demo eligibility rules (« reservee-canal-special »):
 * seeded by the demo data with those rules, never alone (without the rules every channel would see them).
 */
export const SPECIAL_CHANNEL_OFFERS: CatalogueOfferInput[] = [
  {
    offer: {
      id: 'elec-canal-special',
      name: 'Électricité Avantage Canal',
      energy: 'electricity',
      kind: 'indexed',
      grids: [{ validFrom: '2025-08-01', pricing: 'indexedOnReference', kwhDiscountPercent: 12 }],
    },
    shortDescription:
      'Réservée au canal spécial : le prix du kWh suit le tarif réglementé, toujours 12 % moins cher.',
    sortOrder: 80,
  },
  {
    offer: {
      id: 'gaz-canal-special',
      name: 'Gaz Avantage Canal',
      energy: 'gas',
      kind: 'indexed',
      grids: [{ validFrom: '2026-01-01', pricing: 'indexedOnReference', kwhDiscountPercent: 10 }],
    },
    shortDescription:
      'Réservée au canal spécial : le prix du kWh suit le prix repère de la CRE, toujours 10 % moins cher.',
    sortOrder: 90,
  },
];

export const DEMO_ADD_ONS: AddOnProduct[] = [
  {
    id: 'assistance-depannage',
    sku: 'SRV-ASSIST-DEP',
    salesforceId: '01t5J000001AsDpQAK',
    name: 'Assistance dépannage',
    description:
      'Un artisan chez vous sous 24 h en cas de panne électrique ou de fuite de gaz, déplacement et main-d’œuvre compris (2 interventions par an).',
    kind: 'service',
    energies: ['electricity', 'gas'],
    priceCents: 490,
    billing: 'monthly',
    deliverable: false,
    active: true,
  },
  {
    id: 'entretien-chaudiere',
    sku: 'SRV-ENT-CHAUD',
    salesforceId: '01t5J000001EnTcQAK',
    name: 'Entretien chaudière',
    description:
      'La visite d’entretien annuelle obligatoire de votre chaudière par un technicien certifié, avec l’attestation d’entretien.',
    kind: 'service',
    energies: ['gas'],
    priceCents: 13_900,
    billing: 'yearly',
    deliverable: false,
    active: true,
  },
  {
    id: 'thermostat-connecte',
    sku: 'GDS-THERMO-CO',
    salesforceId: '01t5J000001ThErQAK',
    name: 'Thermostat connecté',
    description:
      'Programmez et pilotez votre chauffage depuis votre téléphone ; jusqu’à 15 % d’économies sur le chauffage.',
    kind: 'good',
    energies: ['electricity', 'gas'],
    priceCents: 12_900,
    billing: 'once',
    deliverable: true,
    active: true,
  },
  {
    id: 'prise-connectee',
    sku: 'GDS-PRISE-CO',
    salesforceId: '01t5J000001PrIsQAK',
    name: 'Prise connectée',
    description: 'Mesurez la consommation d’un appareil et coupez-le à distance ou en heures pleines.',
    kind: 'good',
    energies: ['electricity'],
    priceCents: 2_490,
    billing: 'once',
    deliverable: true,
    active: true,
  },
];

export const DEMO_DELIVERY_OPTIONS: DeliveryOption[] = [
  { mode: 'home', priceCents: 690, minWorkingDays: 2, maxWorkingDays: 4 },
  { mode: 'relay', priceCents: 390, minWorkingDays: 3, maxWorkingDays: 5 },
];

const WEEKDAYS = 'Du lundi au samedi de 9 h à 19 h';

export const DEMO_RELAY_POINTS: RelayPoint[] = [
  {
    id: 'UPS-FR-75011-01',
    name: 'Tabac Presse de la Roquette',
    address: '52 rue de la Roquette',
    zipCode: '75011',
    city: 'Paris',
    openingHours: 'Du lundi au samedi de 7 h 30 à 20 h',
  },
  {
    id: 'UPS-FR-75011-02',
    name: 'Pressing Oberkampf',
    address: '118 rue Oberkampf',
    zipCode: '75011',
    city: 'Paris',
    openingHours: WEEKDAYS,
  },
  {
    id: 'UPS-FR-75012-01',
    name: 'Librairie du Cours de Vincennes',
    address: '14 cours de Vincennes',
    zipCode: '75012',
    city: 'Paris',
    openingHours: 'Du mardi au samedi de 10 h à 19 h',
  },
  {
    id: 'UPS-FR-93100-01',
    name: 'Épicerie des Croix-de-Chavaux',
    address: '3 place Jacques-Duclos',
    zipCode: '93100',
    city: 'Montreuil',
    openingHours: 'Tous les jours de 8 h à 21 h',
  },
  {
    id: 'UPS-FR-69003-01',
    name: 'Relais Part-Dieu',
    address: '25 rue de Bonnel',
    zipCode: '69003',
    city: 'Lyon',
    openingHours: WEEKDAYS,
  },
  {
    id: 'UPS-FR-69007-01',
    name: 'Cordonnerie Jean-Macé',
    address: '6 place Jean-Macé',
    zipCode: '69007',
    city: 'Lyon',
    openingHours: 'Du lundi au vendredi de 9 h à 18 h 30',
  },
  {
    id: 'UPS-FR-13001-01',
    name: 'Bureau de tabac de la Canebière',
    address: '41 La Canebière',
    zipCode: '13001',
    city: 'Marseille',
    openingHours: 'Du lundi au samedi de 7 h à 20 h',
  },
  {
    id: 'UPS-FR-13006-01',
    name: 'Papeterie Castellane',
    address: '9 rue de Rome',
    zipCode: '13006',
    city: 'Marseille',
    openingHours: WEEKDAYS,
  },
  {
    id: 'UPS-FR-20000-01',
    name: 'Maison de la presse du cours Napoléon',
    address: '30 cours Napoléon',
    zipCode: '20000',
    city: 'Ajaccio',
    openingHours: 'Du lundi au samedi de 8 h à 19 h',
  },
  {
    id: 'UPS-FR-20200-01',
    name: 'Relais du Vieux-Port',
    address: '4 boulevard Paoli',
    zipCode: '20200',
    city: 'Bastia',
    openingHours: 'Du lundi au samedi de 8 h 30 à 12 h 30 et de 14 h 30 à 19 h',
  },
];

export const DEMO_BOILERS: Boiler[] = [
  {
    id: 'saunier-duval-themaplus-condens',
    brand: 'Saunier Duval',
    model: 'ThemaPlus Condens',
    energy: 'gas',
    eligibleForMaintenance: true,
  },
  {
    id: 'frisquet-prestige-condensation',
    brand: 'Frisquet',
    model: 'Prestige Condensation',
    energy: 'gas',
    eligibleForMaintenance: true,
  },
  {
    id: 'de-dietrich-naneo',
    brand: 'De Dietrich',
    model: 'Naneo',
    energy: 'gas',
    eligibleForMaintenance: true,
  },
  {
    id: 'viessmann-vitodens-100-w',
    brand: 'Viessmann',
    model: 'Vitodens 100-W',
    energy: 'gas',
    eligibleForMaintenance: true,
  },
  {
    id: 'elm-leblanc-megalis-condens',
    brand: 'ELM Leblanc',
    model: 'Mégalis Condens',
    energy: 'gas',
    eligibleForMaintenance: true,
  },
  {
    id: 'chaffoteaux-mira-c-green',
    brand: 'Chaffoteaux',
    model: 'Mira C Green',
    energy: 'gas',
    eligibleForMaintenance: true,
  },
  {
    id: 'de-dietrich-gtu-c-120',
    brand: 'De Dietrich',
    model: 'GTU C 120',
    energy: 'fuelOil',
    eligibleForMaintenance: false,
  },
  {
    id: 'viessmann-vitoladens-300-c',
    brand: 'Viessmann',
    model: 'Vitoladens 300-C',
    energy: 'fuelOil',
    eligibleForMaintenance: false,
  },
];
