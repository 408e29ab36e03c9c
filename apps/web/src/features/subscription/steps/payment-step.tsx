import { zodResolver } from '@hookform/resolvers/zod';
import { DEBIT_DAYS, type OrderView, PaymentSchema, SEPA_PRENOTIFICATION_DAYS } from '@voltaire/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { siteIdentity } from '../../../app/site-identity';
import { buttonClassName } from '../../../ui/button/button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form } from '../../../ui/form/form';
import { IbanField } from '../../../ui/form/iban-field';
import { SelectField } from '../../../ui/form/select-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { createJourneyLoader } from '../journey-loader';
import { JourneyPage, type StepContext } from '../journey-page';
import { stepPath } from '../journey-steps';
import { useStepDraft, withDraft } from '../step-draft';
import { FormAlert, useServerErrors } from '../step-errors';
import styles from '../subscription.module.css';
import { useSaveStep } from '../use-save-step';

/** What a reload keeps of the step in progress (see step-draft.ts). */
const PAYMENT_DRAFT = { omit: ['mandateAccepted'], tabOnly: ['iban'] } as const;

/** The supplier's SEPA creditor identifier (ICS), as on the signed mandate (server: signing/supplier.ts). */
export const SEPA_CREDITOR_ID = 'FR13ZZZ812345';
export const RUM_PENDING_TEXT =
  'La référence unique du mandat (RUM) vous sera communiquée dès l’enregistrement de vos coordonnées bancaires, et figurera sur votre contrat.';

const DEBIT_DAY_OPTIONS = DEBIT_DAYS.map((day) => ({
  value: String(day),
  label: `Le ${day === 1 ? '1er' : day} du mois`,
}));

interface PaymentValues {
  iban: string;
  accountHolder: string;
  debitDay: string;
  paperlessBilling: boolean;
  mandateAccepted: boolean;
}

/** The form's values (the debit day as the select holds it), read by the domain's payment rules. */
const PaymentFormSchema = z.preprocess(
  (values: PaymentValues) => ({
    ...values,
    debitDay: values.debitDay === '' ? undefined : Number(values.debitDay),
  }),
  PaymentSchema,
);

/** The SEPA mandate's wording (the European Payments Council's), with its RUM once there is one. */
export function MandateText({ mandateReference }: { mandateReference?: string | undefined }) {
  return (
    <div className={styles.mandate}>
      <h2 className={styles.sectionTitle}>Mandat de prélèvement SEPA</h2>
      <p>
        En acceptant ce mandat, vous autorisez {siteIdentity.legalName} (identifiant créancier SEPA{' '}
        {SEPA_CREDITOR_ID}) à envoyer des instructions à votre banque pour débiter votre compte, et votre
        banque à débiter votre compte conformément à ses instructions. Vous bénéficiez du droit d’être
        remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec
        elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de
        votre compte pour un prélèvement autorisé. Vous serez prévenu au moins {SEPA_PRENOTIFICATION_DAYS}{' '}
        jours avant chaque prélèvement de son montant et de sa date.
      </p>
      <p>Type de paiement&#x202F;: récurrent. Créancier&#x202F;: {siteIdentity.postalAddress.join(', ')}.</p>
      <p className={styles.rum}>
        {mandateReference ? (
          <>
            Référence unique du mandat (RUM)&#x202F;: <strong>{mandateReference}</strong>
          </>
        ) : (
          RUM_PENDING_TEXT
        )}
      </p>
    </div>
  );
}

export function PaymentStep({ order }: StepContext) {
  const saved = order.journey.payment;
  const [isEditing, setEditing] = useState(saved === undefined);
  if (saved && !isEditing) return <SavedPayment order={order} onEdit={() => setEditing(true)} />;
  return <PaymentForm order={order} />;
}

function SavedPayment({ order, onEdit }: { order: OrderView; onEdit: () => void }) {
  const { search } = useLocation();
  const payment = order.journey.payment;
  if (!payment) return null;
  return (
    <div className={styles.stepForm}>
      <dl className={styles.recap}>
        <div>
          <dt>Mode de paiement</dt>
          <dd>Prélèvement automatique mensuel</dd>
        </div>
        <div>
          <dt>IBAN</dt>
          <dd>{payment.ibanMasked}</dd>
        </div>
        <div>
          <dt>Titulaire du compte</dt>
          <dd>{payment.accountHolder}</dd>
        </div>
        <div>
          <dt>Jour de prélèvement</dt>
          <dd>Le {payment.debitDay === 1 ? '1er' : payment.debitDay} du mois</dd>
        </div>
        <div>
          <dt>Factures</dt>
          <dd>{payment.paperlessBilling ? 'Par e-mail (sans papier)' : 'Par courrier'}</dd>
        </div>
      </dl>
      <MandateText mandateReference={payment.mandateReference} />
      <div className={styles.buttonRow}>
        <Link className={buttonClassName('primary')} to={stepPath(order.id, 'summary', search, order.kind)}>
          Continuer
        </Link>
        <button type="button" className={buttonClassName('secondary')} onClick={onEdit}>
          Modifier mes coordonnées bancaires
        </button>
      </div>
    </div>
  );
}

function PaymentForm({ order }: { order: OrderView }) {
  const holder = order.journey.holder;
  const saved = order.journey.payment;
  const form = useForm<PaymentValues, unknown, z.output<typeof PaymentFormSchema>>({
    resolver: zodResolver(PaymentFormSchema),
    mode: 'onTouched',
    defaultValues: withDraft(order, 'payment', {
      iban: '',
      accountHolder: saved?.accountHolder ?? (holder ? `${holder.firstName} ${holder.lastName}` : ''),
      debitDay: String(saved?.debitDay ?? 5),
      paperlessBilling: saved?.paperlessBilling ?? true,
      mandateAccepted: false,
    }),
  });
  const errors = useServerErrors(form);
  const save = useSaveStep(order, 'payment');
  const isDraftRestored = useStepDraft(form, order, 'payment', PAYMENT_DRAFT);
  return (
    <Form
      form={form}
      className={styles.stepForm}
      aria-labelledby="etape-titre"
      validateOnMount={isDraftRestored}
      onSubmit={async (data) => {
        await errors.attempt(async () => {
          await save(data);
        });
      }}
    >
      <p className={styles.intro}>
        Vous payez chaque mois par prélèvement automatique, du montant de votre mensualité. Vos coordonnées
        bancaires sont chiffrées&#x202F;; nous ne les afficherons plus que masquées.
      </p>
      <IbanField
        name="iban"
        label="IBAN"
        description="27 caractères pour un compte en France, commençant par FR"
        isRequired
      />
      <TextField
        name="accountHolder"
        label="Titulaire du compte"
        autoComplete="name"
        isRequired
        maxLength={255}
      />
      <SelectField name="debitDay" label="Jour de prélèvement" options={DEBIT_DAY_OPTIONS} isRequired />
      <CheckboxField
        name="paperlessBilling"
        label="Je choisis la facture électronique : mes factures arrivent par e-mail et dans mon espace client."
      />
      <MandateText mandateReference={saved?.mandateReference} />
      <CheckboxField
        name="mandateAccepted"
        label="J’accepte le mandat de prélèvement SEPA ci-dessus."
        isRequired
      />
      <FormAlert messages={errors.messages} />
      <SubmitButton>Continuer</SubmitButton>
    </Form>
  );
}

export const loader = createJourneyLoader('payment');

export function Component() {
  return <JourneyPage step="payment">{(context) => <PaymentStep {...context} />}</JourneyPage>;
}
