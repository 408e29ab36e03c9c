import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Energy,
  earliestStartDate,
  type Quote,
  roundUpSubscribedPower,
  SUPPLY_START_LABELS,
  SUPPLY_STARTS,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { useAppServices } from '../../../app/app-services';
import { Form } from '../../../ui/form/form';
import { RadioOptionField } from '../../../ui/form/radio-option-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { type EligibleOffer, loadEligibleOffers } from '../../catalogue/eligible-offers';
import { quoteOffers } from '../../catalogue/quote-offers';
import type { Simulation } from '../consumption-estimator';
import { createJourneyLoader } from '../journey-loader';
import { JourneyPage, type StepContext } from '../journey-page';
import { carriedOffer } from '../journey-steps';
import {
  METER_ANSWERS,
  meterAnswers,
  profileOf,
  type SituationFormSchema,
  type SituationValues,
  savedAnswers,
  situationFormSchema,
} from '../situation-answers';
import { useStepDraft, withDraft } from '../step-draft';
import { FormAlert, useServerErrors } from '../step-errors';
import styles from '../subscription.module.css';
import { type DeliveryPointInfo, findMeetings, getDeliveryPoint, type Meetings } from '../subscription-api';
import { useSaveStep } from '../use-save-step';
import { SituationConsumption } from './situation-consumption';
import { SituationMeterFields } from './situation-meter-fields';
import { SituationOfferChoice } from './situation-offer-choice';
import { SituationStartFields } from './situation-start-fields';

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

  return (
    <div className={styles.stepSections}>
      <SituationConsumption
        energy={energy}
        meter={meter}
        simulation={simulation}
        housingType={housing?.housingType}
        inseeCode={address?.inseeCode}
        onEstimate={applySimulation}
      />
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
        <SituationMeterFields energy={energy} option={option} />
        <SituationOfferChoice offers={offers} quotes={quotes} isPriced={profile !== undefined} />
        <SituationStartFields
          kind={kind}
          express={express}
          earliest={earliest}
          today={today}
          meetings={meetings}
        />
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
