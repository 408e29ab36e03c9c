import { zodResolver } from '@hookform/resolvers/zod';
import {
  attachmentFileRule,
  type ContractView,
  latestMoveOutDate,
  MOVING_PATH_LABELS,
  MOVING_PATHS,
  type MovingPath,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { z } from 'zod';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { Form } from '../../ui/form/form';
import formStyles from '../../ui/form/form.module.css';
import { LazyDatePickerField } from '../../ui/form/lazy-date-picker-field';
import { RadioOptionField } from '../../ui/form/radio-option-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from '../customers/customers.module.css';
import { createCustomersApi } from '../customers/customers-api';
import { stepPath } from '../subscription/journey-steps';
import type { Meetings } from '../subscription/subscription-api';
import { TechnicianAppointment } from '../subscription/technician-appointment';
import type { MovingData } from './moving-loaders';

interface DepartureValues {
  path: MovingPath | null;
  moveOutDate: string | null;
  reading: string;
  slot: string;
}

const slotValue = (slot: { date: string; period: string }) => `${slot.date}|${slot.period}`;

/**
 * The form's answers, read by the domain's rules (the server checks the dates again). A technician's half-day is
 * required when the old meter needs one and some are free; without any, the grid operator calls the customer.
 */
function departureSchema(slots: Meetings['slots'] | null) {
  return z.preprocess(
    (values: DepartureValues) => values,
    z
      .object({
        path: z.enum(MOVING_PATHS, { error: 'Indiquez ce que devient votre logement actuel' }),
        moveOutDate: z.string().nullable(),
        reading: z.string().regex(/^\d{0,7}$/, { error: 'Indiquez l’index en kWh entiers' }),
        slot: z.string(),
      })
      .superRefine((values, context) => {
        if (values.path !== 'bothEnds') return;
        if (values.moveOutDate === null) {
          context.addIssue({
            code: 'custom',
            path: ['moveOutDate'],
            message: 'Choisissez votre date de départ',
          });
        }
        if (slots && slots.length > 0 && !slots.some((slot) => slotValue(slot) === values.slot)) {
          context.addIssue({
            code: 'custom',
            path: ['slot'],
            message: 'Choisissez un créneau pour le passage du technicien',
          });
        }
      })
      .transform(({ slot, ...values }) => {
        const chosen = slots?.find((each) => slotValue(each) === slot);
        return { ...values, appointment: chosen ? { date: chosen.date, period: chosen.period } : undefined };
      }),
  );
}

/**
 * `/demenagement/contrat/:contractId`: what becomes of the current home (both ends with the move-out date and
 * the final reading, or the new home only); the new home then goes through the subscription's own steps.
 */
export function MovingStartPage() {
  const page = useLoaderData() as MovingData<ContractView>;
  useDocumentTitle('Je déménage');
  if (page.kind === 'refused') {
    return (
      <div className={styles.page}>
        <h1>Je déménage</h1>
        <div className={styles.refusal} role="alert">
          <p>{page.message}</p>
        </div>
        <p>
          <Link to="/demenagement">Recevoir un nouveau lien personnel</Link>
        </p>
      </div>
    );
  }
  return <Departure contract={page.data} />;
}

function Departure({ contract }: { contract: ContractView }) {
  const { http } = useAppServices();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [photo, setPhoto] = useState<File>();
  const [photoError, setPhotoError] = useState<string>();
  const photoId = useId();
  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const checked = file ? attachmentFileRule.safeParse(file) : undefined;
    setPhotoError(checked && !checked.success ? checked.error.issues[0]?.message : undefined);
    setPhoto(checked?.success ? file : undefined);
  };
  const today = toIsoDateInTimeZone(new Date());
  const [meetings, setMeetings] = useState<Meetings | 'unavailable' | null>(null);
  const slots = meetings && meetings !== 'unavailable' && meetings.needed ? meetings.slots : null;
  const schema = useRef(departureSchema(slots));
  schema.current = departureSchema(slots);
  const form = useForm<DepartureValues, unknown, z.output<ReturnType<typeof departureSchema>>>({
    // The rule follows the offered slots: the resolver reads the latest schema.
    resolver: (values, context, options) => zodResolver(schema.current)(values, context, options),
    mode: 'onTouched',
    defaultValues: { path: null, moveOutDate: null, reading: '', slot: '' },
  });
  const path = form.watch('path');
  const moveOutDate = form.watch('moveOutDate');
  const latest = latestMoveOutDate(today);
  const earliest = [today, contract.startDate].sort().at(-1) ?? today;

  // A meter read and closed on site (a classic gas meter): the technician's free half-days before the move-out.
  useEffect(() => {
    const isDateAccepted = moveOutDate !== null && moveOutDate >= earliest && moveOutDate <= latest;
    if (path !== 'bothEnds' || !isDateAccepted) {
      setMeetings(null);
      return;
    }
    const controller = new AbortController();
    createCustomersApi(http)
      .moveOutSlots(contract.id, moveOutDate, controller.signal)
      .then(setMeetings)
      .catch(() => {
        if (!controller.signal.aborted) setMeetings('unavailable');
      });
    return () => controller.abort();
  }, [http, contract.id, path, moveOutDate, earliest, latest]);
  return (
    <div className={styles.page}>
      <h1>Je déménage</h1>
      <section className={styles.panel} aria-labelledby="contrat-titre">
        <h2 id="contrat-titre">Votre contrat actuel</h2>
        <dl className={styles.facts}>
          <dt>Adresse</dt>
          <dd>{contract.address}</dd>
          <dt>Offre</dt>
          <dd>{contract.offerName}</dd>
          <dt>Prélèvement</dt>
          <dd>{contract.ibanMasked}</dd>
        </dl>
        <p>
          Votre titulaire et votre moyen de paiement sont repris pour le nouveau logement : rien à ressaisir.
        </p>
      </section>
      <Form
        form={form}
        className={styles.form}
        onSubmit={async (values) => {
          setFailure(undefined);
          try {
            const order = await createCustomersApi(http).startMove(
              contract.id,
              values.path === 'bothEnds'
                ? {
                    path: 'bothEnds',
                    moveOutDate: values.moveOutDate as string,
                    ...(values.reading ? { finalReading: { kwh: Number(values.reading) } } : {}),
                    ...(values.appointment ? { appointment: values.appointment } : {}),
                  }
                : { path: 'newHomeOnly' },
            );
            if (photo && values.path === 'bothEnds') {
              await createCustomersApi(http).uploadMeterPhoto(order.id, photo);
            }
            await navigate(stepPath(order.id, 'housing', '', 'moving'));
          } catch (error) {
            setFailure(serverMessage(error));
          }
        }}
      >
        <RadioOptionField
          name="path"
          label="Que devient votre logement actuel ?"
          isRequired
          options={MOVING_PATHS.map((value) => ({ value, label: MOVING_PATH_LABELS[value] }))}
        />
        {path === 'bothEnds' ? (
          <>
            <LazyDatePickerField
              name="moveOutDate"
              label="Date de départ"
              description="Votre contrat actuel prendra fin ce jour-là (d’aujourd’hui à 3 mois)."
              minValue={earliest}
              maxValue={latest}
              isRequired
            />
            <TechnicianAppointment
              meetings={meetings}
              noSlotHint="le gestionnaire du réseau vous appellera pour fixer le rendez-vous."
            />
            <TextField
              name="reading"
              type="numeric"
              label="Index du compteur le jour du départ (facultatif)"
              description="En kWh. Un compteur communicant est relevé à distance."
              maxLength={7}
            />
            <div className={formStyles.field}>
              <label htmlFor={photoId} className={formStyles.label}>
                Photo de l’index du compteur (facultatif)
              </label>
              <p id={`${photoId}-aide`} className={formStyles.description}>
                Si votre compteur n’est pas communicant : PDF, JPEG, PNG ou HEIC, 10 Mo au plus.
              </p>
              <input
                id={photoId}
                type="file"
                accept=".pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic"
                aria-describedby={photoError ? `${photoId}-aide ${photoId}-erreur` : `${photoId}-aide`}
                aria-invalid={photoError ? true : undefined}
                onChange={choosePhoto}
              />
              <p id={`${photoId}-erreur`} role="alert" className={formStyles.error}>
                {photoError}
              </p>
            </div>
          </>
        ) : null}
        <div role="alert" className={styles.alert}>
          {failure}
        </div>
        <SubmitButton>Continuer vers mon nouveau logement</SubmitButton>
      </Form>
    </div>
  );
}
