import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Energy,
  EXPRESS_CONNECTION_FEE_CENTS,
  earliestStartDate,
  formatEuros,
  formatFrenchDate,
  PRICING_OPTIONS,
  type PricingOption,
  type Quote,
  roundUpSubscribedPower,
  SUPPLY_START_LABELS,
  SUPPLY_STARTS,
  subscribedPowersFor,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { useAppServices } from '../../../app/app-services';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form } from '../../../ui/form/form';
import { RadioOptionField } from '../../../ui/form/radio-option-field';
import { SelectField } from '../../../ui/form/select-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { type EligibleOffer, loadEligibleOffers } from '../../catalogue/offers-loader';
import { ConsumptionEstimator, type Simulation } from '../consumption-estimator';
import { createJourneyLoader } from '../journey-loader';
import { JourneyPage, type StepContext } from '../journey-page';
import { carriedOffer } from '../journey-steps';
import { OfferCostChart } from '../offer-cost-chart';
import { describeOffer, quoteOffers, totalKwh } from '../offer-quotes';
import {
  METER_ANSWERS,
  meterAnswers,
  profileOf,
  type SituationFormSchema,
  type SituationValues,
  savedAnswers,
  situationFormSchema,
} from '../situation-answers';
import { StartDateField } from '../start-date-field';
import { useStepDraft, withDraft } from '../step-draft';
import { FormAlert, useServerErrors } from '../step-errors';
import styles from '../subscription.module.css';
import { type DeliveryPointInfo, findMeetings, getDeliveryPoint, type Meetings } from '../subscription-api';
import { TechnicianAppointment } from '../technician-appointment';
import { useSaveStep } from '../use-save-step';

export const OPTION_LABELS: Record<PricingOption, string> = {
  BASE: 'Base : un seul prix du kWh',
  HPHC: 'Heures pleines / heures creuses : 8 heures moins chères par jour',
};
const kwhFormat = new Intl.NumberFormat('fr-FR');
const KIND_OPTIONS = SUPPLY_STARTS.map((value) => ({
  value,
  label: SUPPLY_START_LABELS[value],
  description:
    value === 'connection'
      ? 'Mise en service du compteur de votre nouveau logement'
      : 'Vous gardez votre compteur, nous nous occupons de la résiliation de votre ancien contrat',
}));
export function SituationStep({ order, previewQuote }: StepContext) {
  const { http } = useAppServices();
  const { search } = useLocation();
  const today = useMemo(() => toIsoDateInTimeZone(new Date()), []);
  const housing = order.journey.housing;
  const address = housing?.address;
  const deliveryPoint = order.journey.deliveryPoint;
  const energy: Energy =
    deliveryPoint?.mode === 'confirmed'
      ? deliveryPoint.point.energy
      : (deliveryPoint?.energy ?? 'electricity');
  const pointId = deliveryPoint?.mode === 'confirmed' ? deliveryPoint.point.id : undefined;
  const saved = order.journey.situation?.energy === energy ? order.journey.situation : undefined;

  const [meter, setMeter] = useState<DeliveryPointInfo | null>(null);
  const [offers, setOffers] = useState<EligibleOffer[] | 'loading' | 'failed'>('loading');
  const [quotes, setQuotes] = useState<Record<string, Quote>>({});
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const [meetings, setMeetings] = useState<Meetings | 'unavailable' | null>(null);
  const slots = meetings && meetings !== 'unavailable' && meetings.needed ? meetings.slots : null;
  const schema = useRef(situationFormSchema(today, energy, slots));
  schema.current = situationFormSchema(today, energy, slots);

  const preset = order.journey.preset?.situation;
  const preferredOffer = saved?.offerId ?? preset?.offerId ?? order.offerId ?? carriedOffer(search);
  const form = useForm<SituationValues, unknown, z.output<SituationFormSchema>>({
    // The rules follow the offered slots and the energy: the resolver reads the latest schema.
    resolver: (values, context, options) => zodResolver(schema.current)(values, context, options),
    mode: 'onTouched',
    defaultValues: withDraft<Partial<SituationValues>>(order, 'situation', {
      kva: '',
      option: 'BASE',
      baseKwh: '',
      hpKwh: '',
      hcKwh: '',
      annualKwh: '',
      startDate: null,
      express: false,
      slot: '',
      ...(preferredOffer ? { offerId: preferredOffer } : {}),
      ...(preset?.kind ? { kind: preset.kind } : {}),
      ...(preset?.startDate ? { startDate: preset.startDate } : {}),
      ...savedAnswers(saved),
    }),
  });
  const errors = useServerErrors(form, (path) =>
    path.startsWith('consumption') ? (form.getValues('option') === 'HPHC' ? 'hpKwh' : 'baseKwh') : path,
  );
  const save = useSaveStep(order, 'situation');
  const isDraftRestored = useStepDraft(form, order, 'situation');
  const values = form.watch();
  const { kind, express, startDate, option } = values;

  // The meter found at step 2 tells the power, the option and the yearly consumption.
  useEffect(() => {
    if (!pointId) return;
    const controller = new AbortController();
    getDeliveryPoint(http, energy, pointId, controller.signal)
      .then((point) => {
        setMeter(point);
        if (saved || isDraftRestored) return;
        const answers = meterAnswers(point);
        for (const name of METER_ANSWERS) {
          const value = answers[name];
          // An agent's preset situation stays; otherwise the meter's state answers it.
          if (name === 'kind' && form.getValues('kind')) continue;
          if (value !== undefined) form.setValue(name, value, { shouldDirty: true });
        }
      })
      .catch(() => {});
    return () => controller.abort();
  }, [http, energy, pointId, saved, isDraftRestored, form]);

  // The offers this home may subscribe to, for this energy.
  useEffect(() => {
    const controller = new AbortController();
    loadEligibleOffers(
      http,
      {
        energy,
        ...(address ? { postalCode: address.zipCode, inseeCode: address.inseeCode } : {}),
      },
      controller.signal,
    )
      .then((eligible) => {
        setOffers(eligible);
        const chosen = form.getValues('offerId');
        if (chosen && !eligible.some((offer) => offer.id === chosen)) form.setValue('offerId', undefined);
      })
      .catch(() => {
        if (!controller.signal.aborted) setOffers('failed');
      });
    return () => controller.abort();
  }, [http, energy, address, form]);

  // Each eligible offer priced for the answers, once they describe a consumption.
  const profile = profileOf(values, energy, address?.inseeCode ?? '');
  const profileKey = JSON.stringify(profile ?? null);
  const offerIds = Array.isArray(offers) ? offers.map((offer) => offer.id).join(',') : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the profile's content and the offers' ids matter.
  useEffect(() => {
    if (!profile || offerIds === '') {
      setQuotes({});
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void quoteOffers(http, offerIds.split(','), profile, controller.signal).then((found) => {
        if (!controller.signal.aborted) setQuotes(found);
      });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, profileKey, offerIds]);

  const chosenQuote = values.offerId ? quotes[values.offerId] : undefined;
  useEffect(() => {
    previewQuote?.(chosenQuote ?? null);
  }, [previewQuote, chosenQuote]);

  // The earliest start for the situation; a date chosen before it moves up to it.
  const earliest = kind
    ? earliestStartDate(kind, today, { express: kind === 'connection' && express })
    : today;
  useEffect(() => {
    if (!kind) return;
    const current = form.getValues('startDate');
    if (current === null || current < earliest)
      form.setValue('startDate', earliest, {
        shouldDirty: true,
        shouldValidate: form.formState.submitCount > 0,
      });
  }, [kind, earliest, form]);

  // A meter to open or to fit needs a technician: the grid operator's free half-days from the start date.
  // Without a known meter, the grid operator will call the customer.
  useEffect(() => {
    if (!kind || !startDate || !pointId) {
      setMeetings(kind && !pointId ? 'unavailable' : null);
      return;
    }
    const controller = new AbortController();
    findMeetings(
      http,
      { energy, deliveryPointId: pointId, from: startDate, supplyStart: kind },
      controller.signal,
    )
      .then(setMeetings)
      .catch(() => {
        if (!controller.signal.aborted) setMeetings('unavailable');
      });
    return () => controller.abort();
  }, [http, kind, startDate, energy, pointId]);

  // HP/HC starts at 6 kVA: a power the option does not offer is rounded up to one it does.
  useEffect(() => {
    const kva = Number(form.getValues('kva'));
    if (!kva) return;
    const rounded = roundUpSubscribedPower(kva, option);
    if (rounded.ok && rounded.value !== kva)
      form.setValue('kva', String(rounded.value), { shouldDirty: true });
  }, [option, form]);

  const applySimulation = (result: Simulation) => {
    setSimulation(result);
    if (energy === 'gas') {
      if (result.gas)
        form.setValue('annualKwh', String(result.gas.annualKwh), { shouldDirty: true, shouldValidate: true });
      return;
    }
    const { kva, option: recommended, consumption } = result.electricity;
    form.setValue('option', recommended, { shouldDirty: true });
    form.setValue('kva', String(kva), { shouldDirty: true, shouldValidate: true });
    if ('baseKwh' in consumption)
      form.setValue('baseKwh', String(consumption.baseKwh), { shouldDirty: true, shouldValidate: true });
    else {
      form.setValue('hpKwh', String(consumption.hpKwh), { shouldDirty: true, shouldValidate: true });
      form.setValue('hcKwh', String(consumption.hcKwh), { shouldDirty: true, shouldValidate: true });
    }
  };

  const kvaOptions = subscribedPowersFor(option).map((kva) => ({ value: String(kva), label: `${kva} kVA` }));
  const offerOptions = Array.isArray(offers)
    ? offers.map((offer) => ({
        value: offer.id,
        label: offer.name,
        description: describeOffer(offer, quotes[offer.id]),
      }))
    : [];

  return (
    <div className={styles.stepSections}>
      <section aria-labelledby="consommation-titre" className={styles.subSection}>
        <h2 id="consommation-titre" className={styles.sectionTitle}>
          Votre consommation
        </h2>
        {meter ? (
          <p>
            D’après votre compteur ({meter.meter.label})&#x202F;:{' '}
            {meter.energy === 'electricity' && meter.subscribedKva
              ? `${meter.subscribedKva} kVA, option ${meter.option === 'HPHC' ? 'heures creuses' : 'Base'}, `
              : ''}
            {meter.annualKwh ? `${kwhFormat.format(meter.annualKwh)} kWh par an.` : 'consommation inconnue.'}{' '}
            Vous pouvez ajuster ces valeurs ci-dessous.
          </p>
        ) : (
          <p>
            Vous ne connaissez pas votre consommation&#x202F;? Répondez à quelques questions sur votre
            logement, nous l’estimons pour vous.
          </p>
        )}
        {meter?.annualKwh ? null : (
          <ConsumptionEstimator
            housingType={housing?.housingType}
            inseeCode={address?.inseeCode}
            onEstimate={applySimulation}
          />
        )}
        {simulation ? (
          <div role="status" className={styles.estimateResult}>
            <p>
              {energy === 'gas'
                ? `Estimation : ${kwhFormat.format(simulation.gas?.annualKwh ?? 0)} kWh de gaz par an.`
                : `Estimation : ${simulation.electricity.kva} kVA, option ${
                    simulation.electricity.option === 'HPHC' ? 'heures creuses' : 'Base'
                  }, ${kwhFormat.format(totalKwh(simulation.electricity.consumption))} kWh par an.`}
            </p>
            <details className={styles.details}>
              <summary>Comment nous l’avons estimée</summary>
              <ul>
                {simulation.estimate.explanation.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </details>
          </div>
        ) : null}
      </section>
      <Form
        form={form}
        validateOnMount={saved !== undefined || isDraftRestored}
        className={styles.stepForm}
        aria-labelledby="etape-titre"
        onSubmit={async (data) => {
          await errors.attempt(async () => {
            await save(data);
          });
        }}
      >
        <RadioOptionField name="kind" label="Votre situation" options={KIND_OPTIONS} isRequired />
        {energy === 'electricity' ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Votre compteur d’électricité</legend>
            <RadioOptionField
              name="option"
              label="Option tarifaire"
              options={PRICING_OPTIONS.map((value) => ({ value, label: OPTION_LABELS[value] }))}
              isRequired
            />
            <SelectField
              name="kva"
              label="Puissance souscrite"
              options={kvaOptions}
              placeholder="Choisissez une puissance"
              description="Elle figure sur votre facture ou sur votre compteur ; 6 kVA suffisent à la plupart des logements."
              isRequired
            />
            {option === 'HPHC' ? (
              <div className={styles.fieldRow}>
                <TextField
                  name="hpKwh"
                  label="kWh par an en heures pleines"
                  type="numeric"
                  isRequired
                  maxLength={7}
                />
                <TextField
                  name="hcKwh"
                  label="kWh par an en heures creuses"
                  type="numeric"
                  isRequired
                  maxLength={7}
                />
              </div>
            ) : (
              <TextField
                name="baseKwh"
                label="Consommation annuelle (kWh)"
                type="numeric"
                isRequired
                maxLength={7}
              />
            )}
          </fieldset>
        ) : (
          <TextField
            name="annualKwh"
            label="Consommation annuelle de gaz (kWh)"
            type="numeric"
            isRequired
            maxLength={7}
          />
        )}
        <p role="status" className={styles.status}>
          {offers === 'loading'
            ? 'Recherche des offres disponibles…'
            : offers === 'failed'
              ? 'Les offres n’ont pas pu être chargées. Rechargez la page dans quelques instants.'
              : profile
                ? ''
                : 'Indiquez votre consommation pour voir le prix de chaque offre.'}
        </p>
        {Array.isArray(offers) && offers.length === 0 ? (
          <p>
            Aucune offre n’est disponible à votre adresse pour cette énergie. Appelez-nous pour en parler.
          </p>
        ) : null}
        {offerOptions.length > 0 ? (
          <RadioOptionField name="offerId" label="Votre offre" options={offerOptions} isRequired />
        ) : null}
        <OfferCostChart offers={Array.isArray(offers) ? offers : []} quotes={quotes} />
        {kind ? (
          <StartDateField
            name="startDate"
            label="Date de début de fourniture"
            minValue={earliest}
            workingDaysOnly
            today={today}
            description={
              kind === 'switching'
                ? `Un changement de fournisseur prend environ 3 semaines : au plus tôt le ${formatFrenchDate(earliest)}, sans coupure ni démarche auprès de votre ancien fournisseur. Format jj/mm/aaaa.`
                : `Mise en service au plus tôt le ${formatFrenchDate(earliest)}${express ? ' (express)' : ''}. Format jj/mm/aaaa.`
            }
            isRequired
          />
        ) : null}
        {kind === 'connection' ? (
          <CheckboxField
            name="express"
            label={`Mise en service express, dès le prochain jour ouvré (${formatEuros(EXPRESS_CONNECTION_FEE_CENTS)} TTC, facturés une fois)`}
          />
        ) : null}
        <TechnicianAppointment meetings={meetings} />
        <FormAlert messages={errors.messages} />
        <SubmitButton>Continuer</SubmitButton>
      </Form>
    </div>
  );
}

export const loader = createJourneyLoader('situation');

export function Component() {
  return <JourneyPage step="situation">{(context) => <SituationStep {...context} />}</JourneyPage>;
}
