import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Address,
  CONFIRM_MINE_MESSAGE,
  type Energy,
  EnergySchema,
  normalizeDeliveryPointId,
  PceSchema,
  PdlSchema,
  type StepInput,
} from '@voltaire/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { useAppServices } from '../../../app/app-services';
import { HttpError } from '../../../app/http-client';
import { AdviceBlock } from '../../../ui/advice-block/advice-block';
import { buttonClassName } from '../../../ui/button/button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form } from '../../../ui/form/form';
import { RadioOptionField } from '../../../ui/form/radio-option-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { createJourneyLoader } from '../journey-loader';
import { JourneyPage, type StepContext } from '../journey-page';
import { carriedEnergy } from '../journey-steps';
import { useStepDraft, withDraft } from '../step-draft';
import { FormAlert, useServerErrors } from '../step-errors';
import styles from '../subscription.module.css';
import {
  type DeliveryPointInfo,
  findDeliveryPoints,
  getDeliveryPoint,
  validateDeliveryPointId,
} from '../subscription-api';
import { useSaveStep } from '../use-save-step';

/** What a reload keeps of the step in progress (see step-draft.ts). */
const DELIVERY_POINT_DRAFT = { omit: ['verifiedId', 'confirmedMine'] } as const;

export const ENERGY_OPTIONS = [
  { value: 'electricity', label: 'Électricité' },
  { value: 'gas', label: 'Gaz naturel' },
] as const;

const POINT_NAMES = { electricity: 'PDL', gas: 'PCE' } as const;
export const TYPED_CHOICE = 'saisie';
export const UNKNOWN_CHOICE = 'inconnu';
export const UNKNOWN_LABEL = 'Je ne le connais pas';
export const UNKNOWN_CONSEQUENCE =
  'Pas de souci : nous retrouverons votre compteur à partir de votre adresse, avec le gestionnaire du réseau. Votre mise en service peut alors prendre quelques jours de plus, et un technicien peut devoir passer chez vous pour identifier ou ouvrir le compteur.';
export const VERIFY_FIRST_MESSAGE = 'Vérifiez ce numéro avant de continuer.';
const SEARCH_UNAVAILABLE =
  'La recherche de compteur est indisponible pour le moment. Saisissez votre numéro, ou choisissez « Je ne le connais pas ».';

const DeliveryPointFormSchema = z
  .object({
    energy: EnergySchema,
    choice: z.string({ error: 'Choisissez votre compteur' }).min(1, { error: 'Choisissez votre compteur' }),
    typedId: z.string(),
    verifiedId: z.string(),
    confirmedMine: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.choice === TYPED_CHOICE) {
      const format = (values.energy === 'gas' ? PceSchema : PdlSchema).safeParse(values.typedId);
      if (!format.success) {
        context.addIssue({
          code: 'custom',
          path: ['typedId'],
          message: format.error.issues[0]?.message ?? '',
        });
        return;
      }
    }
    const hasPoint =
      values.choice.startsWith('point:') ||
      (values.choice === TYPED_CHOICE && values.verifiedId === normalizeDeliveryPointId(values.typedId));
    if (hasPoint && !values.confirmedMine)
      context.addIssue({ code: 'custom', path: ['confirmedMine'], message: CONFIRM_MINE_MESSAGE });
  });
type DeliveryPointValues = z.input<typeof DeliveryPointFormSchema>;

/** What the step saves: « unknown » with the energy, or the chosen point, which the form made sure is confirmed. */
function deliveryPointData(values: z.output<typeof DeliveryPointFormSchema>): StepInput<'deliveryPoint'> {
  if (values.choice === UNKNOWN_CHOICE) return { mode: 'unknown', energy: values.energy };
  if (!values.confirmedMine) throw new Error('The form lets no unconfirmed delivery point through');
  const id = values.choice === TYPED_CHOICE ? values.verifiedId : values.choice.slice('point:'.length);
  return { mode: 'confirmed', point: { energy: values.energy, id }, confirmedMine: values.confirmedMine };
}

type Search = { status: 'idle' | 'searching' | 'failed' } | { status: 'found'; points: DeliveryPointInfo[] };

/** « 2e étage, porte gauche — Compteur Linky » */
function pointLabel(point: DeliveryPointInfo): string {
  return `${point.address.complement || 'Logement'} — ${point.meter.label}`;
}

function pointDescription(point: DeliveryPointInfo): string {
  const state = point.status === 'active' ? 'compteur en service' : 'compteur sans contrat en cours (coupé)';
  return `${POINT_NAMES[point.energy]} ${point.id} · ${point.address.label} · ${state}`;
}

export function DeliveryPointStep({ order }: StepContext) {
  const { http } = useAppServices();
  const { search } = useLocation();
  const address = order.journey.housing?.address as Address;
  const addressKey = JSON.stringify(address);
  const saved = order.journey.deliveryPoint;
  const savedEnergy = saved?.mode === 'confirmed' ? saved.point.energy : saved?.energy;
  const form = useForm<DeliveryPointValues>({
    resolver: zodResolver(DeliveryPointFormSchema),
    mode: 'onTouched',
    defaultValues: withDraft(order, 'deliveryPoint', {
      energy:
        savedEnergy ?? order.journey.preset?.situation?.energy ?? carriedEnergy(search) ?? 'electricity',
      ...(saved?.mode === 'confirmed'
        ? { choice: TYPED_CHOICE, typedId: saved.point.id, verifiedId: saved.point.id, confirmedMine: true }
        : saved?.mode === 'unknown'
          ? { choice: UNKNOWN_CHOICE, typedId: '', verifiedId: '', confirmedMine: false }
          : { typedId: '', verifiedId: '', confirmedMine: false }),
    }),
  });
  const errors = useServerErrors(form, (path) =>
    path === 'point.id' ? 'typedId' : path === 'confirmedMine' ? 'confirmedMine' : undefined,
  );
  const save = useSaveStep(order, 'deliveryPoint');
  const isDraftRestored = useStepDraft(form, order, 'deliveryPoint', DELIVERY_POINT_DRAFT);
  const energy = form.watch('energy') as Energy;
  const choice = form.watch('choice');
  const typedId = form.watch('typedId');
  const verifiedId = form.watch('verifiedId');
  const [found, setFound] = useState<Search>({ status: 'idle' });
  const [verified, setVerified] = useState<DeliveryPointInfo | null>(null);
  const [isVerifying, setVerifying] = useState(false);
  const confirmBox = useRef<HTMLDivElement>(null);
  /** Set by a check of the typed number: the confirmation box takes the focus once shown. */
  const focusConfirmation = useRef(false);

  // The points registered at the address, for the chosen energy.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's content, not its identity, matters.
  useEffect(() => {
    const controller = new AbortController();
    setFound({ status: 'searching' });
    findDeliveryPoints(http, energy, address, controller.signal)
      .then((points) => setFound({ status: 'found', points }))
      .catch(() => {
        if (!controller.signal.aborted) setFound({ status: 'failed' });
      });
    return () => controller.abort();
  }, [http, energy, addressKey]);

  // A saved point: shown as found at the address when it is, otherwise as typed (and looked up again).
  const savedPointId = saved?.mode === 'confirmed' ? saved.point.id : undefined;
  useEffect(() => {
    if (!savedPointId || found.status !== 'found') return;
    if (found.points.some((point) => point.id === savedPointId) && form.getValues('choice') === TYPED_CHOICE)
      form.setValue('choice', `point:${savedPointId}`);
  }, [found, savedPointId, form]);
  useEffect(() => {
    if (!savedPointId || !savedEnergy) return;
    getDeliveryPoint(http, savedEnergy, savedPointId)
      .then(setVerified)
      .catch(() => {});
  }, [http, savedEnergy, savedPointId]);

  // Another energy, another number: what was verified no longer holds.
  const previousEnergy = useRef(energy);
  useEffect(() => {
    if (previousEnergy.current === energy) return;
    previousEnergy.current = energy;
    form.setValue('choice', '', { shouldValidate: false });
    form.setValue('verifiedId', '');
    form.setValue('confirmedMine', false);
    setVerified(null);
  }, [energy, form]);

  // The number edited after its check must be checked again.
  useEffect(() => {
    if (verifiedId !== '' && normalizeDeliveryPointId(typedId ?? '') !== verifiedId) {
      form.setValue('verifiedId', '');
      form.setValue('confirmedMine', false);
      setVerified(null);
    }
  }, [typedId, verifiedId, form]);

  const pointName = POINT_NAMES[energy];

  /** Checks the typed number (format on the server, then the registry); true when a point was found. */
  const verify = async (): Promise<boolean> => {
    const isFormatOk = await form.trigger('typedId');
    if (!isFormatOk) {
      form.setFocus('typedId');
      return false;
    }
    setVerifying(true);
    try {
      const check = await validateDeliveryPointId(http, energy, form.getValues('typedId'));
      if (!check.valid) {
        form.setError(
          'typedId',
          { type: 'server', message: check.message ?? VERIFY_FIRST_MESSAGE },
          { shouldFocus: true },
        );
        return false;
      }
      const point = await getDeliveryPoint(http, energy, check.normalizedId);
      setVerified(point);
      form.setValue('verifiedId', point.id);
      form.setValue('confirmedMine', false);
      focusConfirmation.current = true;
      return true;
    } catch (error) {
      const message =
        error instanceof HttpError && error.status < 500 && error.errors[0]
          ? error.errors[0].message
          : `Nous n’avons pas pu vérifier ce numéro de ${pointName}. Réessayez dans quelques instants.`;
      form.setError('typedId', { type: 'server', message }, { shouldFocus: true });
      return false;
    } finally {
      setVerifying(false);
    }
  };

  const points = found.status === 'found' ? found.points : [];
  const chosenPoint = choice?.startsWith('point:')
    ? points.find((point) => `point:${point.id}` === choice)
    : choice === TYPED_CHOICE && verifiedId !== ''
      ? verified
      : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new point shown is what moves the focus.
  useEffect(() => {
    if (!chosenPoint || !focusConfirmation.current) return;
    focusConfirmation.current = false;
    confirmBox.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  }, [chosenPoint?.id]);

  const options = [
    ...points.map((point) => ({
      value: `point:${point.id}`,
      label: pointLabel(point),
      description: pointDescription(point),
    })),
    {
      value: TYPED_CHOICE,
      label: `Je saisis mon numéro de ${pointName}`,
      description: 'Il figure sur votre facture ou sur l’écran du compteur.',
    },
    { value: UNKNOWN_CHOICE, label: UNKNOWN_LABEL },
  ];

  return (
    <Form
      form={form}
      validateOnMount={saved !== undefined || isDraftRestored}
      className={styles.stepForm}
      aria-labelledby="etape-titre"
      onSubmit={async (values) => {
        errors.clear();
        if (
          values.choice === TYPED_CHOICE &&
          values.verifiedId !== normalizeDeliveryPointId(values.typedId)
        ) {
          await verify();
          return;
        }
        await errors.attempt(async () => {
          await save(deliveryPointData(values));
        });
      }}
    >
      <p className={styles.intro}>
        Adresse du logement&#x202F;: <strong>{address.fullAddress || formatAddress(address)}</strong>
      </p>
      <RadioOptionField
        name="energy"
        label="Quelle énergie souhaitez-vous souscrire&#x202F;?"
        options={ENERGY_OPTIONS}
        orientation="horizontal"
        isRequired
      />
      <p role="status" className={styles.status}>
        {found.status === 'searching'
          ? 'Recherche des compteurs à votre adresse…'
          : found.status === 'failed'
            ? SEARCH_UNAVAILABLE
            : found.status === 'found'
              ? foundMessage(points.length, energy)
              : ''}
      </p>
      <RadioOptionField name="choice" label="Votre compteur" options={options} isRequired />
      {choice === TYPED_CHOICE ? (
        <div className={styles.typedPoint}>
          <TextField
            name="typedId"
            label={`Numéro de ${pointName}`}
            description={
              energy === 'gas'
                ? '14 chiffres, ou GI suivi de 6 chiffres'
                : '14 chiffres, sous la mention « Point de livraison » ou « PRM »'
            }
            autoComplete="off"
            isRequired
            maxLength={20}
          />
          <button
            type="button"
            className={buttonClassName('secondary')}
            onClick={() => void verify()}
            aria-disabled={isVerifying || undefined}
          >
            {isVerifying ? 'Vérification…' : 'Vérifier ce numéro'}
          </button>
        </div>
      ) : null}
      {chosenPoint ? (
        <div ref={confirmBox} className={styles.pointCard}>
          <h2 className={styles.pointTitle}>Est-ce bien votre compteur&#x202F;?</h2>
          <dl className={styles.pointDetails}>
            <div>
              <dt>Adresse</dt>
              <dd>{chosenPoint.address.label}</dd>
            </div>
            <div>
              <dt>Étage, porte</dt>
              <dd>{chosenPoint.address.complement || 'Non précisé'}</dd>
            </div>
            <div>
              <dt>Compteur</dt>
              <dd>
                {chosenPoint.meter.label}
                {chosenPoint.meter.communicating ? ' (communicant)' : ''}
              </dd>
            </div>
            <div>
              <dt>Numéro de {POINT_NAMES[chosenPoint.energy]}</dt>
              <dd>{chosenPoint.id}</dd>
            </div>
          </dl>
          <p className={styles.warning}>
            Dans un immeuble, vérifiez l’étage et la porte&#x202F;: souscrire sur le compteur d’un voisin
            couperait son contrat.
          </p>
          <CheckboxField
            name="confirmedMine"
            label="Je confirme que ce compteur est bien celui de mon logement."
            isRequired
          />
        </div>
      ) : null}
      {choice === UNKNOWN_CHOICE ? (
        <div className={styles.pointCard}>
          <h2 className={styles.pointTitle}>Sans numéro de compteur</h2>
          <p>{UNKNOWN_CONSEQUENCE}</p>
        </div>
      ) : (
        <AdviceBlock headingLevel={2} title={`Où trouver mon numéro de ${pointName}\u202F?`}>
          <p>
            Sur une facture d’énergie, sous la mention «&nbsp;
            {energy === 'gas' ? 'PCE' : 'Point de livraison (PDL) ou PRM'}
            &nbsp;», ou sur l’écran de votre compteur {energy === 'gas' ? 'Gazpar' : 'Linky'}.
          </p>
        </AdviceBlock>
      )}
      <FormAlert messages={errors.messages} />
      <SubmitButton>Continuer</SubmitButton>
    </Form>
  );
}

function formatAddress(address: Address): string {
  return [address.streetNumber, address.streetName, address.zipCode, address.city].filter(Boolean).join(' ');
}

function foundMessage(count: number, energy: Energy): string {
  const what = energy === 'gas' ? 'compteur de gaz' : 'compteur d’électricité';
  if (count === 0) return `Nous n’avons trouvé aucun ${what} à cette adresse.`;
  return count === 1
    ? `1 ${what} trouvé à cette adresse.`
    : `${count} ${what.replace('compteur', 'compteurs')} trouvés à cette adresse.`;
}

export const loader = createJourneyLoader('deliveryPoint');

export function Component() {
  return <JourneyPage step="deliveryPoint">{(context) => <DeliveryPointStep {...context} />}</JourneyPage>;
}
