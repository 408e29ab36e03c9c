import {
  type DeliveryPoint,
  type DeliveryPointStatus,
  gasUsageClass,
  gridOperatorFor,
  type IsoDate,
  type MeterKind,
  type PricingOption,
  resolveDateCode,
} from '@voltaire/domain';
import type { InterventionRecord } from '../modules/delivery-points/interventions.repository.js';

/**
 * The demo delivery-point registry: a Paris building with six flats on one address (Linky and older
 * meters, live and cut-off points, gas in some flats), its neighbour at number 48, houses in Lyon,
 * Amiens and Corsica, two flats in Bordeaux (one with a classic gas meter). The ids are made up but have the real formats.
 */

interface Place {
  housenumber: string;
  street: string;
  postcode: string;
  citycode: string;
  city: string;
}

const place = (
  housenumber: string,
  street: string,
  postcode: string,
  citycode: string,
  city: string,
): Place => ({
  housenumber,
  street,
  postcode,
  citycode,
  city,
});

const ROQUETTE_12 = place('12', 'Rue de la Roquette', '75011', '75111', 'Paris');
const ROQUETTE_48 = place('48', 'Rue de la Roquette', '75011', '75111', 'Paris');
const PAUL_BERT_LYON = place('27', 'Rue Paul Bert', '69003', '69383', 'Lyon');
const CHEMIN_NEUF_LYON = place('5', 'Montée du Chemin Neuf', '69005', '69385', 'Lyon');
const NAPOLEON_AJACCIO = place('5', 'Cours Napoléon', '20000', '2A004', 'Ajaccio');
const SANGUINAIRES_AJACCIO = place('14', 'Route des Sanguinaires', '20000', '2A004', 'Ajaccio');
const PORT_AMIENS = place('8', 'Boulevard du Port', '80000', '80021', 'Amiens');
const JUDAIQUE_BORDEAUX = place('14', 'Rue Judaïque', '33000', '33063', 'Bordeaux');
const SAINTE_CATHERINE_BORDEAUX = place('22', 'Rue Sainte-Catherine', '33000', '33063', 'Bordeaux');

const address = (at: Place, complement: string | null): DeliveryPoint['address'] => ({
  label: `${at.housenumber} ${at.street} ${at.postcode} ${at.city}`,
  ...at,
  complement,
});

function pdl(
  id: string,
  at: Place,
  complement: string | null,
  meterKind: MeterKind,
  status: DeliveryPointStatus,
  contract: { kva: number; option: PricingOption; kwh: number | null; hpKwh?: number },
): DeliveryPoint {
  return {
    id,
    energy: 'electricity',
    gridOperator: gridOperatorFor('electricity', at.citycode),
    address: address(at, complement),
    meterKind,
    status,
    subscribedKva: contract.kva,
    option: contract.option,
    usageClass: null,
    consumption: contract.kwh === null ? null : { annualKwh: contract.kwh, hpKwh: contract.hpKwh ?? null },
  };
}

function pce(
  id: string,
  at: Place,
  complement: string | null,
  meterKind: MeterKind,
  status: DeliveryPointStatus,
  kwh: number | null,
): DeliveryPoint {
  const usageClass = kwh === null ? null : gasUsageClass(kwh);
  return {
    id,
    energy: 'gas',
    gridOperator: 'grdf',
    address: address(at, complement),
    meterKind,
    status,
    subscribedKva: null,
    option: null,
    usageClass: usageClass?.ok ? usageClass.value : null,
    consumption: kwh === null ? null : { annualKwh: kwh, hpKwh: null },
  };
}

export const DEMO_DELIVERY_POINTS: readonly DeliveryPoint[] = [
  // 12 rue de la Roquette, Paris 11e: six flats, two buildings.
  pdl('01100450002781', ROQUETTE_12, 'Bât. A, rez-de-chaussée, porte droite', 'linky', 'active', {
    kva: 6,
    option: 'BASE',
    kwh: 2_350,
  }),
  pdl('01100450002798', ROQUETTE_12, 'Bât. A, 1er étage, porte gauche', 'linky', 'active', {
    kva: 9,
    option: 'HPHC',
    kwh: 4_800,
    hpKwh: 2_976,
  }),
  pdl('01100450002805', ROQUETTE_12, 'Bât. A, 3e étage, porte gauche', 'electronic', 'inactive', {
    kva: 6,
    option: 'BASE',
    kwh: 1_120,
  }),
  pdl('01100450002812', ROQUETTE_12, 'Bât. A, 3e étage, porte droite', 'electromechanical', 'active', {
    kva: 6,
    option: 'BASE',
    kwh: 1_980,
  }),
  pdl('01100450002829', ROQUETTE_12, 'Bât. B, 2e étage, porte face', 'linky', 'inactive', {
    kva: 3,
    option: 'BASE',
    kwh: null,
  }),
  pdl('01100450002836', ROQUETTE_12, 'Bât. B, 5e étage, porte face', 'electronic', 'active', {
    kva: 12,
    option: 'HPHC',
    kwh: 7_400,
    hpKwh: 4_514,
  }),
  pce('21546000000017', ROQUETTE_12, 'Bât. A, 1er étage, porte gauche', 'gazpar', 'active', 9_800),
  pce('21546000000024', ROQUETTE_12, 'Bât. A, 3e étage, porte gauche', 'classic', 'inactive', null),
  pce('GI075112', ROQUETTE_12, 'Bât. A, 3e étage, porte droite', 'classic', 'active', 650),
  pce('21546000000031', ROQUETTE_12, 'Bât. B, 5e étage, porte face', 'gazpar', 'active', 3_200),
  // 48 rue de la Roquette: the neighbouring building (the BAN fixture's address).
  pdl('01100450004815', ROQUETTE_48, '2e étage, porte gauche', 'linky', 'active', {
    kva: 6,
    option: 'BASE',
    kwh: 2_900,
  }),
  pdl('01100450004822', ROQUETTE_48, '2e étage, porte droite', 'electronic', 'active', {
    kva: 9,
    option: 'HPHC',
    kwh: 5_600,
    hpKwh: 3_470,
  }),
  // Lyon: a heated house, and a house left empty with both energies cut off.
  pdl('19370504829016', PAUL_BERT_LYON, null, 'linky', 'active', {
    kva: 12,
    option: 'HPHC',
    kwh: 9_200,
    hpKwh: 5_980,
  }),
  pce('21690030000452', PAUL_BERT_LYON, null, 'gazpar', 'active', 14_500),
  pdl('19370508120344', CHEMIN_NEUF_LYON, null, 'electromechanical', 'inactive', {
    kva: 9,
    option: 'BASE',
    kwh: null,
  }),
  pce('21690050001187', CHEMIN_NEUF_LYON, null, 'classic', 'inactive', null),
  // Ajaccio: electricity only (no natural-gas network in Corsica), operated by EDF Corse.
  pdl('20040012345678', NAPOLEON_AJACCIO, '2e étage', 'linky', 'active', {
    kva: 6,
    option: 'BASE',
    kwh: 2_700,
  }),
  pdl('20040019876543', SANGUINAIRES_AJACCIO, null, 'electromechanical', 'inactive', {
    kva: 9,
    option: 'BASE',
    kwh: null,
  }),
  // Amiens (the other BAN fixture's address): an all-energy house.
  pdl('16180021000887', PORT_AMIENS, null, 'linky', 'active', { kva: 9, option: 'BASE', kwh: 6_100 }),
  pce('21800210004410', PORT_AMIENS, null, 'gazpar', 'active', 11_200),
  // Bordeaux: a small flat on an older electronic meter.
  pdl('14330630005521', JUDAIQUE_BORDEAUX, '4e étage, porte 41', 'electronic', 'active', {
    kva: 6,
    option: 'BASE',
    kwh: 2_200,
  }),
  // Bordeaux: a flat heated by gas on a classic (non-communicating) meter: moving out needs a GRDF technician.
  pce('23306300007718', SAINTE_CATHERINE_BORDEAUX, '3e étage', 'classic', 'active', 8_400),
];

const workingDaysAfter = (today: IsoDate, days: number): IsoDate => {
  const resolved = resolveDateCode(`JO+${days}`, today);
  if (!resolved.ok) throw new Error(resolved.message);
  return resolved.value;
};

/**
 * Technician visits already known: past ones, and planned ones a few working days after the first
 * start, which take some of the Paris 11e slots (one visit per commune and half-day).
 */
export function demoInterventions(today: IsoDate): InterventionRecord[] {
  const paris = { citycode: '75111' };
  return [
    {
      id: '6f1d2b7e-5c1a-4e0b-9a51-0c3e1d2a7b01',
      energy: 'electricity',
      deliveryPointId: '01100450002781',
      ...paris,
      kind: 'meter-replacement',
      date: '2021-03-15',
      period: 'morning',
      status: 'done',
    },
    {
      id: '6f1d2b7e-5c1a-4e0b-9a51-0c3e1d2a7b02',
      energy: 'electricity',
      deliveryPointId: '01100450002829',
      ...paris,
      kind: 'cut-off',
      date: '2025-06-30',
      period: 'afternoon',
      status: 'done',
    },
    {
      id: '6f1d2b7e-5c1a-4e0b-9a51-0c3e1d2a7b03',
      energy: 'electricity',
      deliveryPointId: '01100450002812',
      ...paris,
      kind: 'meter-replacement',
      date: workingDaysAfter(today, 6),
      period: 'morning',
      status: 'planned',
    },
    {
      id: '6f1d2b7e-5c1a-4e0b-9a51-0c3e1d2a7b04',
      energy: 'electricity',
      deliveryPointId: '01100450004822',
      ...paris,
      kind: 'reading',
      date: workingDaysAfter(today, 7),
      period: 'afternoon',
      status: 'planned',
    },
    {
      id: '6f1d2b7e-5c1a-4e0b-9a51-0c3e1d2a7b05',
      energy: 'gas',
      deliveryPointId: 'GI075112',
      ...paris,
      kind: 'meter-replacement',
      date: workingDaysAfter(today, 6),
      period: 'afternoon',
      status: 'planned',
    },
    {
      id: '6f1d2b7e-5c1a-4e0b-9a51-0c3e1d2a7b06',
      energy: 'electricity',
      deliveryPointId: '01100450002812',
      ...paris,
      kind: 'reading',
      date: '2025-09-12',
      period: 'morning',
      status: 'cancelled',
    },
  ];
}
