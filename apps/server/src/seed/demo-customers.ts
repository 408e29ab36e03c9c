import type { Consumption, HousingStep, PricingOption } from '@voltaire/domain';

/**
 * Demo customers with live contracts, on points of the demo registry, so that the offer change and the move
 * can be tried at once: electricity only (Base), gas only, both energies, HP/HC, a move in progress, and gas on a
 * classic meter (moving out needs a technician's visit). Their
 * personal link is asked for on /changement-offre or /demenagement with the e-mail below, and read in the
 * outbox (/api/node/v1/admin/outbox).
 */
export interface DemoContract {
  id: string;
  reference: string;
  energy: 'electricity' | 'gas';
  deliveryPointId: string;
  housing: HousingStep;
  offerId: string;
  offerName: string;
  kva: number | null;
  option: PricingOption | null;
  consumption: Consumption | { annualKwh: number };
  /** Days from today (negative: in the past). */
  startInDays: number;
  endInDays?: number;
}

export interface DemoCustomer {
  id: string;
  civility: 'Mme' | 'M.';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate: string;
  iban: string;
  contracts: DemoContract[];
  /** A move under way: the new home's contract follows this one. */
  moving?: { fromContractId: string; orderId: string };
}

const housing = (
  streetNumber: string,
  streetName: string,
  complement: string | undefined,
  zipCode: string,
  city: string,
  inseeCode: string,
  housingType: 'flat' | 'house',
): HousingStep => ({
  addressMode: 'manual',
  address: {
    streetNumber,
    streetName,
    ...(complement ? { complement } : {}),
    zipCode,
    city,
    inseeCode,
    consentFindPoint: true,
    oneLineSearchValid: undefined,
  },
  housingType,
});

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    id: '5b0c6d1e-0001-4c3a-9d11-000000000001',
    civility: 'Mme',
    firstName: 'Camille',
    lastName: 'Bernard',
    email: 'camille.bernard@exemple.fr',
    phone: '0612345601',
    birthDate: '1988-04-12',
    iban: 'FR7630006000011234567890189',
    contracts: [
      {
        id: '7c1d2e3f-0001-4a5b-8c6d-000000000101',
        reference: 'VOL-2025-DEMO000101',
        energy: 'electricity',
        deliveryPointId: '14330630005521',
        housing: housing('14', 'Rue Judaïque', '4e étage, porte 41', '33000', 'Bordeaux', '33063', 'flat'),
        offerId: 'elec-indexe',
        offerName: 'Électricité Indexée',
        kva: 6,
        option: 'BASE',
        consumption: { baseKwh: 2_200 },
        startInDays: -400,
      },
    ],
  },
  {
    id: '5b0c6d1e-0002-4c3a-9d11-000000000002',
    civility: 'M.',
    firstName: 'Julien',
    lastName: 'Moreau',
    email: 'julien.moreau@exemple.fr',
    phone: '0612345602',
    birthDate: '1979-11-03',
    iban: 'FR7630006000011234567890189',
    contracts: [
      {
        id: '7c1d2e3f-0002-4a5b-8c6d-000000000201',
        reference: 'VOL-2025-DEMO000201',
        energy: 'gas',
        deliveryPointId: '21546000000031',
        housing: housing(
          '12',
          'Rue de la Roquette',
          'Bât. B, 5e étage, porte face',
          '75011',
          'Paris',
          '75111',
          'flat',
        ),
        offerId: 'gaz-indexe',
        offerName: 'Gaz Indexé',
        kva: null,
        option: null,
        consumption: { annualKwh: 3_200 },
        startInDays: -300,
      },
    ],
  },
  {
    id: '5b0c6d1e-0003-4c3a-9d11-000000000003',
    civility: 'Mme',
    firstName: 'Nathalie',
    lastName: 'Lefèvre',
    email: 'nathalie.lefevre@exemple.fr',
    phone: '0612345603',
    birthDate: '1975-02-21',
    iban: 'FR7630006000011234567890189',
    contracts: [
      {
        id: '7c1d2e3f-0003-4a5b-8c6d-000000000301',
        reference: 'VOL-2025-DEMO000301',
        energy: 'electricity',
        deliveryPointId: '16180021000887',
        housing: housing('8', 'Boulevard du Port', undefined, '80000', 'Amiens', '80021', 'house'),
        offerId: 'elec-fixe',
        offerName: 'Électricité Fixe',
        kva: 9,
        option: 'BASE',
        consumption: { baseKwh: 6_100 },
        startInDays: -200,
      },
      {
        id: '7c1d2e3f-0003-4a5b-8c6d-000000000302',
        reference: 'VOL-2025-DEMO000302',
        energy: 'gas',
        deliveryPointId: '21800210004410',
        housing: housing('8', 'Boulevard du Port', undefined, '80000', 'Amiens', '80021', 'house'),
        offerId: 'gaz-fixe',
        offerName: 'Gaz Fixe',
        kva: null,
        option: null,
        consumption: { annualKwh: 11_200 },
        startInDays: -200,
      },
    ],
  },
  {
    id: '5b0c6d1e-0004-4c3a-9d11-000000000004',
    civility: 'M.',
    firstName: 'Thomas',
    lastName: 'Petit',
    email: 'thomas.petit@exemple.fr',
    phone: '0612345604',
    birthDate: '1991-07-30',
    iban: 'FR7630006000011234567890189',
    contracts: [
      {
        id: '7c1d2e3f-0004-4a5b-8c6d-000000000401',
        reference: 'VOL-2025-DEMO000401',
        energy: 'electricity',
        deliveryPointId: '19370504829016',
        housing: housing('27', 'Rue Paul Bert', undefined, '69003', 'Lyon', '69383', 'house'),
        offerId: 'elec-vert',
        offerName: 'Électricité Verte',
        kva: 12,
        option: 'HPHC',
        consumption: { hpKwh: 5_980, hcKwh: 3_220 },
        startInDays: -500,
      },
    ],
  },
  {
    id: '5b0c6d1e-0005-4c3a-9d11-000000000005',
    civility: 'Mme',
    firstName: 'Inès',
    lastName: 'Garnier',
    email: 'ines.garnier@exemple.fr',
    phone: '0612345605',
    birthDate: '1994-09-09',
    iban: 'FR7630006000011234567890189',
    contracts: [
      {
        id: '7c1d2e3f-0005-4a5b-8c6d-000000000501',
        reference: 'VOL-2025-DEMO000501',
        energy: 'electricity',
        deliveryPointId: '01100450004815',
        housing: housing(
          '48',
          'Rue de la Roquette',
          '2e étage, porte gauche',
          '75011',
          'Paris',
          '75111',
          'flat',
        ),
        offerId: 'elec-fixe',
        offerName: 'Électricité Fixe',
        kva: 6,
        option: 'BASE',
        consumption: { baseKwh: 2_900 },
        startInDays: -700,
        endInDays: 20,
      },
      {
        id: '7c1d2e3f-0005-4a5b-8c6d-000000000502',
        reference: 'VOL-2025-DEMO000502',
        energy: 'electricity',
        deliveryPointId: '20040012345678',
        housing: housing('5', 'Cours Napoléon', '2e étage', '20000', 'Ajaccio', '2A004', 'flat'),
        offerId: 'elec-fixe',
        offerName: 'Électricité Fixe',
        kva: 6,
        option: 'BASE',
        consumption: { baseKwh: 2_700 },
        startInDays: 21,
      },
    ],
    moving: {
      fromContractId: '7c1d2e3f-0005-4a5b-8c6d-000000000501',
      orderId: '9e8d7c6b-0005-4f00-8000-000000000502',
    },
  },
  {
    id: '5b0c6d1e-0006-4c3a-9d11-000000000006',
    civility: 'M.',
    firstName: 'Paul',
    lastName: 'Roux',
    email: 'paul.roux@exemple.fr',
    phone: '0612345606',
    birthDate: '1983-05-17',
    iban: 'FR7630006000011234567890189',
    contracts: [
      {
        id: '7c1d2e3f-0006-4a5b-8c6d-000000000601',
        reference: 'VOL-2025-DEMO000601',
        energy: 'gas',
        deliveryPointId: '23306300007718',
        housing: housing('22', 'Rue Sainte-Catherine', '3e étage', '33000', 'Bordeaux', '33063', 'flat'),
        offerId: 'gaz-fixe',
        offerName: 'Gaz Fixe',
        kva: null,
        option: null,
        consumption: { annualKwh: 8_400 },
        startInDays: -450,
      },
    ],
  },
];
