import {
  type AppointmentPeriod,
  type AppointmentSlot,
  appointmentSlotKey,
  appointmentSlots,
  type DeliveryPoint,
  gasUsageClass,
  workingDaysFrom,
} from '@voltaire/domain';
import { z } from 'zod';
import {
  createGridOperatorHttp,
  frenchTitleCase,
  type GridOperatorApiOptions,
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
 * GRDF "ADICT"-style JSON (technical and contractual data of a PCE, search by address, intervention
 * slots), under `${GRID_OPERATOR_API_URL}/grdf/adict/v2`. Everything GRDF-specific stays in this file.
 */

const MeterSituationSchema = z.object({
  numero_rue: z.string().nullish(),
  nom_rue: z.string(),
  complement_adresse: z.string().nullish(),
  code_postal: z.string(),
  commune: z.string(),
  code_insee: z.string(),
});
type MeterSituation = z.infer<typeof MeterSituationSchema>;

const TechnicalDataSchema = z.object({
  pce: z.object({ id_pce: z.string(), statut_pce: z.string() }),
  situation_compteur: MeterSituationSchema,
  caracteristiques_compteur: z.object({ compteur_communicant: z.boolean() }),
});
const SearchAnswerSchema = z.object({ pce: z.array(TechnicalDataSchema) });

const ContractDataSchema = z.object({
  pce: z.object({ id_pce: z.string() }),
  car: z.object({ valeur: z.number(), unite: z.literal('kWh') }).nullish(),
});

const TerminationAnswerSchema = z.object({ numero_demande: z.string().min(1) });
const CancellationAnswerSchema = z.object({
  numero_demande: z.string().min(1),
  statut: z.literal('ANNULEE'),
});

const SlotsAnswerSchema = z.object({
  creneaux: z.array(z.object({ date: z.string(), periode: z.string(), statut: z.string() })),
});
const PERIODS: Readonly<Record<string, AppointmentPeriod>> = { AM: 'morning', PM: 'afternoon' };
const PERIOD_CODES = { morning: 'AM', afternoon: 'PM' } as const satisfies Record<AppointmentPeriod, string>;

function address(situation: MeterSituation): DeliveryPoint['address'] {
  const housenumber = situation.numero_rue?.trim().toLowerCase() || null;
  const street = frenchTitleCase(situation.nom_rue);
  const city = frenchTitleCase(situation.commune);
  return {
    label: `${housenumber ? `${housenumber} ` : ''}${street} ${situation.code_postal} ${city}`,
    housenumber,
    street,
    postcode: situation.code_postal,
    citycode: situation.code_insee,
    city,
    complement: situation.complement_adresse?.trim() || null,
  };
}

function deliveryPoint(
  technical: z.infer<typeof TechnicalDataSchema>,
  annualKwh: number | null,
): DeliveryPoint {
  const usageClass = annualKwh === null ? null : gasUsageClass(annualKwh);
  return {
    id: technical.pce.id_pce,
    energy: 'gas',
    gridOperator: 'grdf',
    address: address(technical.situation_compteur),
    meterKind: technical.caracteristiques_compteur.compteur_communicant ? 'gazpar' : 'classic',
    // « En service »: gas flows. Cut off (« Coupé ») or out of service, opening it takes a technician.
    status: technical.pce.statut_pce === 'En service' ? 'active' : 'inactive',
    subscribedKva: null,
    option: null,
    usageClass: usageClass?.ok ? usageClass.value : null,
    consumption: annualKwh === null ? null : { annualKwh, hpKwh: null },
  };
}

export function createGrdfClient(options: GridOperatorApiOptions) {
  const request = createGridOperatorHttp('grdf', options);
  const pcePath = (id: string) => `/grdf/adict/v2/pce/${encodeURIComponent(id)}`;
  return {
    async searchByAddress(query: DeliveryPointAddressQuery): Promise<DeliveryPoint[]> {
      const answer = await request('/grdf/adict/v2/pce/recherche', SearchAnswerSchema, {
        method: 'POST',
        body: {
          code_postal: query.postcode,
          ...(query.citycode ? { code_insee: query.citycode } : {}),
          ...(query.street ? { nom_voie: query.street } : {}),
          ...(query.housenumber ? { numero_voie: query.housenumber } : {}),
        },
      });
      return (answer?.pce ?? []).map((technical) => deliveryPoint(technical, null));
    },

    async findById(id: string): Promise<DeliveryPoint | null> {
      const [technical, contract] = await Promise.all([
        request(`${pcePath(id)}/donnees_techniques`, TechnicalDataSchema),
        request(`${pcePath(id)}/donnees_contractuelles`, ContractDataSchema),
      ]);
      if (!technical) return null;
      const car = contract?.car?.valeur;
      return deliveryPoint(technical, car === undefined ? null : Math.round(car));
    },

    async findAppointments({ id, from, days }: AppointmentQuery): Promise<AppointmentSlot[]> {
      const answer = await request(`${pcePath(id)}/creneaux_intervention`, SlotsAnswerSchema, {
        query: { date_debut: from, nb_jours: days },
      });
      const free = new Set(
        (answer?.creneaux ?? []).flatMap((slot) => {
          const period = PERIODS[slot.periode];
          return slot.statut === 'LIBRE' && period ? [appointmentSlotKey(slot.date, period)] : [];
        }),
      );
      return appointmentSlots(workingDaysFrom(from, days), (date, period) =>
        free.has(appointmentSlotKey(date, period)),
      );
    },

    /** ADICT « résiliation » request: the effective date and, if given, the final index in kWh. */
    async requestTermination({
      id,
      date,
      finalReading,
      appointment,
    }: TerminationRequest): Promise<{ reference: string }> {
      const answer = await request(`${pcePath(id)}/resiliation`, TerminationAnswerSchema, {
        method: 'POST',
        body: {
          date_effet: date,
          ...(finalReading && 'kwh' in finalReading ? { index_kwh: finalReading.kwh } : {}),
          ...(appointment
            ? { rendez_vous: { date: appointment.date, periode: PERIOD_CODES[appointment.period] } }
            : {}),
        },
      });
      if (!answer) throw unknownPointForTermination();
      return { reference: answer.numero_demande };
    },

    /** ADICT « annulation » of a termination request that has not taken effect yet. */
    async cancelTermination({ id, reference }: TerminationCancellation): Promise<void> {
      const answer = await request(
        `${pcePath(id)}/resiliation/${encodeURIComponent(reference)}/annulation`,
        CancellationAnswerSchema,
        { method: 'POST', body: {} },
      );
      if (!answer) throw unknownTerminationForCancellation();
    },
  };
}
