import {
  type AppointmentPeriod,
  type AppointmentSlot,
  appointmentSlotKey,
  appointmentSlots,
  type DeliveryPoint,
  type MeterKind,
  type PricingOption,
  workingDaysFrom,
} from '@voltaire/domain';
import { z } from 'zod';
import {
  createGridOperatorHttp,
  frenchTitleCase,
  type GridOperatorApiOptions,
  splitNumberAndStreet,
} from './grid-operator-http.js';
import {
  type AppointmentQuery,
  type DeliveryPointAddressQuery,
  type TerminationCancellation,
  type TerminationRequest,
  unknownPointForTermination,
  unknownTerminationForCancellation,
} from './grid-operator-provider.js';

/*
 * Enedis "SGE"-style JSON (the supplier gateway's point search, technical and contractual data and
 * appointment slots), under `${GRID_OPERATOR_API_URL}/enedis/sge/v1`. Everything Enedis-specific —
 * field names, meter codes, tariff calendars — stays in this file.
 */

const AddressSchema = z.object({
  batiment: z.string().nullish(),
  escalierEtEtageEtAppartement: z.string().nullish(),
  numeroEtNomVoie: z.string(),
  codePostal: z.string(),
  commune: z.object({ code: z.string(), libelle: z.string() }),
});
type EnedisAddress = z.infer<typeof AddressSchema>;

const PointSummarySchema = z.object({
  id: z.string(),
  etatContractuelCode: z.string(),
  typeComptage: z.object({ code: z.string() }),
  adresseInstallation: AddressSchema,
});
const SearchAnswerSchema = z.object({ points: z.array(PointSummarySchema) });

const DetailsAnswerSchema = z.object({
  point: z.object({
    id: z.string(),
    donneesGenerales: z.object({
      etatContractuel: z.object({ code: z.string() }),
      adresseInstallation: AddressSchema,
    }),
    situationComptage: z.object({
      dispositifComptage: z.object({ typeComptage: z.object({ code: z.string() }) }),
    }),
    situationContractuelle: z
      .object({
        structureTarifaire: z.object({
          puissanceSouscriteMax: z.object({ valeur: z.number(), unite: z.literal('kVA') }),
          calendrierDistributeur: z.object({ code: z.string() }),
        }),
      })
      .nullish(),
    mesures12Mois: z.object({ totalKwh: z.number(), heuresPleinesKwh: z.number().nullish() }).nullish(),
  }),
});

const TerminationAnswerSchema = z.object({ affaireId: z.string().min(1) });
const CancellationAnswerSchema = z.object({ affaireId: z.string().min(1), statut: z.literal('ANNULEE') });

const SlotsAnswerSchema = z.object({
  creneaux: z.array(z.object({ date: z.string(), plage: z.string(), disponible: z.boolean() })),
});

/** SGE meter codes: communicating blue meter (Linky), electronic blue meter, electromechanical blue meter. */
const METER_KINDS: Readonly<Record<string, MeterKind>> = {
  CCB: 'linky',
  CEB: 'electronic',
  CBE: 'electromechanical',
};
/** Distributor calendars of a small (C5) connection: one price all day, or peak / off-peak. */
const OPTIONS: Readonly<Record<string, PricingOption>> = { DI000001: 'BASE', DI000002: 'HPHC' };
const PERIODS: Readonly<Record<string, AppointmentPeriod>> = { MATIN: 'morning', 'APRES-MIDI': 'afternoon' };
const PLAGES = { morning: 'MATIN', afternoon: 'APRES-MIDI' } as const satisfies Record<
  AppointmentPeriod,
  string
>;

// An unknown meter code is treated as a meter that does not communicate: the journey then offers a
// technician visit, which is the safe side.
const meterKind = (code: string): MeterKind => METER_KINDS[code] ?? 'electronic';
// « SERVC » is a point in service; terminated (RESIL), being connected (ECRAC) or unreachable ones need a connection.
const status = (code: string) => (code === 'SERVC' ? 'active' : 'inactive');

function address(source: EnedisAddress): DeliveryPoint['address'] {
  const { housenumber, street } = splitNumberAndStreet(source.numeroEtNomVoie);
  const city = frenchTitleCase(source.commune.libelle);
  const complement = [source.batiment, source.escalierEtEtageEtAppartement]
    .map((part) => part?.trim())
    .filter((part) => part)
    .join(', ');
  return {
    label: `${housenumber ? `${housenumber} ` : ''}${street} ${source.codePostal} ${city}`,
    housenumber,
    street,
    postcode: source.codePostal,
    citycode: source.commune.code,
    city,
    complement: complement === '' ? null : complement,
  };
}

export function createEnedisClient(options: GridOperatorApiOptions) {
  const request = createGridOperatorHttp('enedis', options);
  const pointPath = (id: string) => `/enedis/sge/v1/points/${encodeURIComponent(id)}`;
  return {
    async searchByAddress(query: DeliveryPointAddressQuery): Promise<DeliveryPoint[]> {
      const answer = await request('/enedis/sge/v1/points/rechercher', SearchAnswerSchema, {
        method: 'POST',
        body: {
          criteres: {
            adresseInstallation: {
              numeroEtNomVoie: [query.housenumber, query.street].filter(Boolean).join(' '),
              codePostal: query.postcode,
              ...(query.citycode ? { codeInseeCommune: query.citycode } : {}),
            },
            rechercheHorsPerimetre: true,
          },
        },
      });
      // The search answers what identifies each point; the contract and the consumption come with `findById`.
      return (answer?.points ?? []).map((point) => ({
        id: point.id,
        energy: 'electricity',
        gridOperator: 'enedis',
        address: address(point.adresseInstallation),
        meterKind: meterKind(point.typeComptage.code),
        status: status(point.etatContractuelCode),
        subscribedKva: null,
        option: null,
        usageClass: null,
        consumption: null,
      }));
    },

    async findById(id: string): Promise<DeliveryPoint | null> {
      const answer = await request(`${pointPath(id)}/donnees-techniques-contractuelles`, DetailsAnswerSchema);
      if (!answer) return null;
      const { point } = answer;
      const tariff = point.situationContractuelle?.structureTarifaire;
      const option = tariff ? (OPTIONS[tariff.calendrierDistributeur.code] ?? null) : null;
      const measures = point.mesures12Mois;
      return {
        id: point.id,
        energy: 'electricity',
        gridOperator: 'enedis',
        address: address(point.donneesGenerales.adresseInstallation),
        meterKind: meterKind(point.situationComptage.dispositifComptage.typeComptage.code),
        status: status(point.donneesGenerales.etatContractuel.code),
        subscribedKva: tariff ? Math.round(tariff.puissanceSouscriteMax.valeur) : null,
        option,
        usageClass: null,
        consumption: measures
          ? {
              annualKwh: Math.round(measures.totalKwh),
              hpKwh:
                option === 'HPHC' && measures.heuresPleinesKwh != null
                  ? Math.round(measures.heuresPleinesKwh)
                  : null,
            }
          : null,
      };
    },

    async findAppointments({ id, from, days }: AppointmentQuery): Promise<AppointmentSlot[]> {
      const answer = await request(`${pointPath(id)}/creneaux`, SlotsAnswerSchema, {
        query: { dateDebut: from, nombreJours: days },
      });
      const free = new Set(
        (answer?.creneaux ?? []).flatMap((slot) => {
          const period = PERIODS[slot.plage];
          return slot.disponible && period ? [appointmentSlotKey(slot.date, period)] : [];
        }),
      );
      return appointmentSlots(workingDaysFrom(from, days), (date, period) =>
        free.has(appointmentSlotKey(date, period)),
      );
    },

    /** SGE « résiliation » request: the effective date and, if given, the final index. */
    async requestTermination({
      id,
      date,
      finalReading,
      appointment,
    }: TerminationRequest): Promise<{ reference: string }> {
      const answer = await request(`${pointPath(id)}/resiliation`, TerminationAnswerSchema, {
        method: 'POST',
        body: {
          dateEffet: date,
          ...(appointment
            ? { rendezVous: { date: appointment.date, plage: PLAGES[appointment.period] } }
            : {}),
          ...(finalReading
            ? {
                index:
                  'kwh' in finalReading
                    ? { base: finalReading.kwh }
                    : { heuresPleines: finalReading.hpKwh, heuresCreuses: finalReading.hcKwh },
              }
            : {}),
        },
      });
      if (!answer) throw unknownPointForTermination();
      return { reference: answer.affaireId };
    },

    /** SGE « annulation » of a termination file (affaire) that has not taken effect yet. */
    async cancelTermination({ id, reference }: TerminationCancellation): Promise<void> {
      const answer = await request(
        `${pointPath(id)}/resiliation/${encodeURIComponent(reference)}/annulation`,
        CancellationAnswerSchema,
        { method: 'POST', body: {} },
      );
      if (!answer) throw unknownTerminationForCancellation();
    },
  };
}
