import { zodResolver } from '@hookform/resolvers/zod';
import { EmailSchema, formatFrenchDate, type OrderView, toIsoDateInTimeZone } from '@voltaire/domain';
import { useState } from 'react';
import { Heading } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAppServices } from '../../app/app-services';
import { Button } from '../../ui/button/button';
import { Form } from '../../ui/form/form';
import { RadioOptionField } from '../../ui/form/radio-option-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { ModalPopup } from '../../ui/modal-popup/modal-popup';
import { SAVE_FOR_LATER_LABEL } from './journey-actions';
import { FormAlert, useServerErrors } from './step-errors';
import styles from './subscription.module.css';
import { saveForLater, stopJourney } from './subscription-api';

export type JourneyDialog = 'later' | 'stop';

/** The dialogs of the journey's actions, loaded only when one opens: the modal weighs some 30 KB. */
export function JourneyDialogs({
  order,
  dialog,
  onDialogChange,
  onStopped,
}: {
  order: OrderView;
  dialog: JourneyDialog | null;
  onDialogChange: (dialog: JourneyDialog | null) => void;
  onStopped: () => void;
}) {
  const close = () => onDialogChange(null);
  return (
    <>
      <ModalPopup
        isOpen={dialog === 'later'}
        onOpenChange={(open) => onDialogChange(open ? 'later' : null)}
        hasTopBar
      >
        <SaveForLaterContent order={order} onClose={close} />
      </ModalPopup>
      <ModalPopup
        isOpen={dialog === 'stop'}
        onOpenChange={(open) => onDialogChange(open ? 'stop' : null)}
        hasTopBar
      >
        <StopContent
          order={order}
          onClose={close}
          onStopped={() => {
            close();
            onStopped();
          }}
        />
      </ModalPopup>
    </>
  );
}

const SaveForLaterSchema = z.object({ email: EmailSchema });

function SaveForLaterContent({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { http } = useAppServices();
  const [sent, setSent] = useState<{ email: string; expiresAt: string } | null>(null);
  const email = order.journey.holder?.email ?? '';
  const form = useForm({
    resolver: zodResolver(SaveForLaterSchema),
    mode: 'onTouched',
    defaultValues: { email },
  });
  const errors = useServerErrors(form);
  if (sent) {
    return (
      <div className={styles.dialogBody}>
        <Heading slot="title" className={styles.dialogTitle}>
          Lien envoyé
        </Heading>
        <p role="status">
          C’est noté&#x202F;! Nous avons envoyé à {sent.email} un lien pour reprendre votre souscription, sur
          cet appareil ou un autre. Il est valable jusqu’au{' '}
          {formatFrenchDate(toIsoDateInTimeZone(new Date(sent.expiresAt)))}.
        </p>
        <Button onPress={onClose}>Fermer</Button>
      </div>
    );
  }
  return (
    <div className={styles.dialogBody}>
      <Heading slot="title" className={styles.dialogTitle}>
        Reprendre plus tard
      </Heading>
      <p>
        Votre souscription est enregistrée à chaque étape. Indiquez votre adresse e-mail&#x202F;: nous vous
        envoyons un lien pour la reprendre où vous en êtes, pendant 30&nbsp;jours.
      </p>
      <Form
        form={form}
        validateOnMount={email !== ''}
        onSubmit={async (values) => {
          // One key per press: a retry of this press is recognised by the server, a new press is a new send.
          const key = globalThis.crypto.randomUUID();
          await errors.attempt(async () => {
            const result = await saveForLater(http, order.id, values.email, key);
            setSent({ email: values.email, expiresAt: result.expiresAt });
          });
        }}
      >
        <TextField name="email" label="Adresse e-mail" type="email" autoComplete="email" isRequired />
        <FormAlert messages={errors.messages} />
        <SubmitButton>Recevoir le lien</SubmitButton>
      </Form>
    </div>
  );
}

const STOP_REASONS = [
  { value: 'compare', label: 'Je veux comparer avec d’autres offres' },
  { value: 'price', label: 'Le prix ne me convient pas' },
  { value: 'information', label: 'Il me manque des informations pour continuer' },
  { value: 'other', label: 'Une autre raison' },
] as const;

const StopSchema = z
  .object({
    reason: z.enum(['compare', 'price', 'information', 'other'], { error: 'Indiquez un motif' }),
    details: z.string().trim().max(500, { error: '500 caractères au plus' }),
  })
  .refine((values) => values.reason !== 'other' || values.details !== '', {
    error: 'Précisez votre raison',
    path: ['details'],
  });

function StopContent({
  order,
  onClose,
  onStopped,
}: {
  order: OrderView;
  onClose: () => void;
  onStopped: () => void;
}) {
  const { http } = useAppServices();
  const form = useForm<z.input<typeof StopSchema>, unknown, z.output<typeof StopSchema>>({
    resolver: zodResolver(StopSchema),
    mode: 'onTouched',
    defaultValues: { details: '' },
  });
  const errors = useServerErrors(form);
  const reason = form.watch('reason');
  return (
    <div className={styles.dialogBody}>
      <Heading slot="title" className={styles.dialogTitle}>
        Abandonner ma souscription
      </Heading>
      <p>
        Votre souscription sera arrêtée et ne pourra plus être reprise. Pour la continuer plus tard,
        choisissez plutôt «&nbsp;{SAVE_FOR_LATER_LABEL}&nbsp;».
      </p>
      <Form
        form={form}
        onSubmit={async (values) => {
          const label = STOP_REASONS.find((item) => item.value === values.reason)?.label ?? values.reason;
          await errors.attempt(async () => {
            await stopJourney(http, order.id, values.details ? `${label} : ${values.details}` : label);
            onStopped();
          });
        }}
      >
        <RadioOptionField
          name="reason"
          label="Pourquoi arrêtez-vous&#x202F;?"
          options={STOP_REASONS}
          isRequired
        />
        {reason === 'other' ? (
          <TextField name="details" label="Votre raison" isRequired maxLength={500} />
        ) : null}
        <FormAlert messages={errors.messages} />
        <div className={styles.buttonRow}>
          <SubmitButton>Abandonner la souscription</SubmitButton>
          <Button variant="secondary" onPress={onClose}>
            Continuer ma souscription
          </Button>
        </div>
      </Form>
    </div>
  );
}
