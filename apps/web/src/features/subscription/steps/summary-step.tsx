import { zodResolver } from '@hookform/resolvers/zod';
import {
  CIVILITY_LABELS,
  createSummarySchema,
  formatFrenchDate,
  needsExpressStartRequest,
  type OrderView,
  OtpSchema,
  PromoCodeInputSchema,
  SUPPLY_START_LABELS,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import { type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { z } from 'zod';
import { useAppServices } from '../../../app/app-services';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form } from '../../../ui/form/form';
import { OtpField } from '../../../ui/form/otp-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { agentJourneyOf } from '../agent-journey';
import { createJourneyLoader } from '../journey-loader';
import { JourneyPage, type StepContext } from '../journey-page';
import { type JourneyStepInfo, STEPS, stepPath } from '../journey-steps';
import { PreContractInformation } from '../pre-contract-information';
import { useStepDraft, withDraft } from '../step-draft';
import { FormAlert, useServerErrors } from '../step-errors';
import styles from '../subscription.module.css';
import { applyPinCode, applyPromoCode, saveStep, submitOrder } from '../subscription-api';

export const TERMS_LABEL = 'J’ai lu et j’accepte les conditions générales de vente.';
export const METER_DATA_LABEL =
  'J’autorise le gestionnaire du réseau à transmettre à mon fournisseur les données de mon compteur (index, consommations, puissance) nécessaires à ma facturation.';
export const EXPRESS_REQUEST_LABEL =
  'Je demande expressément que ma fourniture démarre avant la fin du délai de rétractation de 14 jours. Si je me rétracte, je paierai l’énergie consommée jusque-là.';

export function SummaryStep({ order, cart }: StepContext) {
  return (
    <div className={styles.stepSections}>
      <JourneyRecap order={order} />
      <PreContractInformation order={order} cart={cart} />
      <PromoCodeForm order={order} />
      <PinCodeForm order={order} />
      <OrderEnding order={order} />
    </div>
  );
}

function JourneyRecap({ order }: { order: OrderView }) {
  const { search } = useLocation();
  const { housing, deliveryPoint, situation, holder, payment } = order.journey;
  const lines: Partial<Record<JourneyStepInfo['step'], string[]>> = {
    housing: [
      housing?.address.fullAddress ||
        [
          housing?.address.streetNumber,
          housing?.address.streetName,
          housing?.address.zipCode,
          housing?.address.city,
        ]
          .filter(Boolean)
          .join(' '),
    ],
    deliveryPoint: [
      deliveryPoint?.mode === 'confirmed'
        ? `${deliveryPoint.point.energy === 'gas' ? 'PCE' : 'PDL'} ${deliveryPoint.point.id}, confirmé comme le vôtre`
        : 'Numéro de compteur inconnu : nous le retrouverons à partir de votre adresse',
    ],
    situation: situation
      ? [
          SUPPLY_START_LABELS[situation.kind],
          `Début de fourniture le ${formatFrenchDate(situation.startDate)}${situation.express ? ' (mise en service express)' : ''}`,
          ...(situation.appointment ? [`Rendez-vous technicien : ${situation.appointment.label}`] : []),
        ]
      : [],
    holder: holder
      ? [
          `${CIVILITY_LABELS[holder.civility]} ${holder.firstName} ${holder.lastName}`,
          `${holder.email}, ${holder.phone}`,
          `Né(e) le ${formatFrenchDate(holder.birthDate)}`,
        ]
      : [],
    payment: payment
      ? [
          `Prélèvement mensuel le ${payment.debitDay === 1 ? '1er' : payment.debitDay} du mois sur ${payment.ibanMasked}`,
          `Référence unique du mandat (RUM) : ${payment.mandateReference}`,
        ]
      : [],
  };
  return (
    <section aria-labelledby="recap-titre" className={styles.subSection}>
      <h2 id="recap-titre" className={styles.sectionTitle}>
        Vos informations
      </h2>
      <dl className={styles.recap}>
        {STEPS.filter((info) => info.step !== 'summary').map((info) => (
          <div key={info.step}>
            <dt>
              {info.shortTitle}{' '}
              <Link to={stepPath(order.id, info.step, search, order.kind)} className={styles.editLink}>
                Modifier <VisuallyHidden>l’étape «&nbsp;{info.shortTitle}&nbsp;»</VisuallyHidden>
              </Link>
            </dt>
            {(lines[info.step] ?? []).map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}

const PromoFormSchema = z.object({ code: PromoCodeInputSchema });

function PromoCodeForm({ order }: { order: OrderView }) {
  const { http } = useAppServices();
  const { revalidate } = useRevalidator();
  const form = useForm({
    resolver: zodResolver(PromoFormSchema),
    mode: 'onTouched',
    defaultValues: withDraft(order, 'summary', { code: '' }),
  });
  useStepDraft(form, order, 'summary');
  // Every refusal of a one-field form (unknown, expired code, too many tries…) belongs to its field.
  const errors = useServerErrors(form, () => 'code');
  return (
    <section aria-labelledby="promo-titre" className={styles.subSection}>
      <h2 id="promo-titre" className={styles.sectionTitle}>
        Code promo
      </h2>
      {order.promoCode ? (
        <p role="status">
          Le code promo <strong>{order.promoCode}</strong> est appliqué à votre commande.
        </p>
      ) : null}
      <Form
        form={form}
        aria-labelledby="promo-titre"
        onSubmit={async ({ code }) => {
          await errors.attempt(async () => {
            await applyPromoCode(http, order.id, code);
            form.reset({ code: '' });
            await revalidate();
          });
        }}
      >
        <TextField name="code" label="Votre code promo" autoComplete="off" maxLength={32} />
        <FormAlert messages={errors.messages} />
        <SubmitButton>Appliquer le code</SubmitButton>
      </Form>
    </section>
  );
}

const PinFormSchema = z.object({ pin: OtpSchema(4) });

function PinCodeForm({ order }: { order: OrderView }) {
  const { http } = useAppServices();
  const { revalidate } = useRevalidator();
  const form = useForm({
    resolver: zodResolver(PinFormSchema),
    mode: 'onTouched',
    defaultValues: { pin: '' },
  });
  const errors = useServerErrors(form, () => 'pin');
  return (
    <section aria-labelledby="pin-titre" className={styles.subSection}>
      <h2 id="pin-titre" className={styles.sectionTitle}>
        Code PIN partenaire
      </h2>
      {order.campaign ? (
        <p role="status">Votre code PIN est enregistré (offre partenaire {order.campaign}).</p>
      ) : (
        <p>Un partenaire vous a remis un code à 4 chiffres&#x202F;? Saisissez-le ici.</p>
      )}
      <Form
        form={form}
        aria-labelledby="pin-titre"
        onSubmit={async ({ pin }) => {
          await errors.attempt(async () => {
            await applyPinCode(http, order.id, pin);
            form.reset({ pin: '' });
            await revalidate();
          });
        }}
      >
        <OtpField name="pin" label="Code PIN" digits={4} />
        <FormAlert messages={errors.messages} />
        <SubmitButton>Valider le code PIN</SubmitButton>
      </Form>
    </section>
  );
}

/** An agent's sale ends with a signing link sent to the customer; the customer's own goes on to sign. */
function OrderEnding({ order }: { order: OrderView }) {
  const agentJourney = agentJourneyOf(order);
  if (!agentJourney) return <SignatureForm order={order} />;
  return (
    <agentJourney.AgentSendLink order={order}>
      {(ending) => <SignatureForm order={order} ending={ending} />}
    </agentJourney.AgentSendLink>
  );
}

/** How the agreements form ends, when not by the customer's « Continuer vers la signature ». */
export interface SignatureEnding {
  /** Shown above the button, inside the form. */
  fields: ReactNode;
  submitLabel: string;
  /** Runs once the agreements are saved; a refusal it throws is shown like the save's own. */
  afterSave: () => Promise<void>;
}

interface SignatureValues {
  termsAccepted: boolean;
  meterDataConsent: boolean;
  expressStartRequested: boolean;
}

/** The boxes as the form holds them (unticked at first), read by the domain's summary rules. */
function signatureFormSchema(startsWithinWithdrawalPeriod: boolean) {
  return z.preprocess(
    (values: SignatureValues) => values,
    createSummarySchema({ startsWithinWithdrawalPeriod }),
  );
}

function SignatureForm({ order, ending }: { order: OrderView; ending?: SignatureEnding }) {
  const { http } = useAppServices();
  const navigate = useNavigate();
  const today = useMemo(() => toIsoDateInTimeZone(new Date()), []);
  const startDate = order.journey.situation?.startDate;
  const startsWithinWithdrawalPeriod = startDate !== undefined && needsExpressStartRequest(startDate, today);
  const saved = order.journey.summary;
  const schema = useMemo(
    () => signatureFormSchema(startsWithinWithdrawalPeriod),
    [startsWithinWithdrawalPeriod],
  );
  const form = useForm<SignatureValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      termsAccepted: saved?.termsAccepted ?? false,
      meterDataConsent: saved?.meterDataConsent ?? false,
      expressStartRequested: saved?.expressStartRequested ?? false,
    },
  });
  const errors = useServerErrors(form);
  return (
    <section aria-labelledby="signature-titre" className={styles.subSection}>
      <h2 id="signature-titre" className={styles.sectionTitle}>
        Vos accords
      </h2>
      <Form
        form={form}
        validateOnMount={saved !== undefined}
        aria-labelledby="signature-titre"
        onSubmit={async (data) => {
          await errors.attempt(async () => {
            await saveStep(http, order.id, 'summary', data);
            if (ending) {
              await ending.afterSave();
              return;
            }
            await submitOrder(http, order.id);
            await navigate(`/signature/${encodeURIComponent(order.id)}`);
          });
        }}
      >
        <CheckboxField name="termsAccepted" label={TERMS_LABEL} isRequired />
        <CheckboxField name="meterDataConsent" label={METER_DATA_LABEL} isRequired />
        {startsWithinWithdrawalPeriod && startDate ? (
          <CheckboxField
            name="expressStartRequested"
            label={EXPRESS_REQUEST_LABEL}
            description={`Votre fourniture démarre le ${formatFrenchDate(startDate)}, pendant le délai de rétractation.`}
            isRequired
          />
        ) : null}
        {ending?.fields}
        <FormAlert messages={errors.messages} />
        <SubmitButton>{ending?.submitLabel ?? 'Continuer vers la signature'}</SubmitButton>
      </Form>
    </section>
  );
}

export const loader = createJourneyLoader('summary');

export function Component() {
  return <JourneyPage step="summary">{(context) => <SummaryStep {...context} />}</JourneyPage>;
}
