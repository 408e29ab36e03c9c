import { zodResolver } from '@hookform/resolvers/zod';
import { type CaseReceipt, CIVILITIES, CIVILITY_LABELS, ContactCaseSchema } from '@voltaire/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAppServices } from '../../app/app-services';
import { serverErrorsOf } from '../../app/server-errors';
import { CaptchaField } from '../../ui/form/captcha-field';
import { Form } from '../../ui/form/form';
import formStyles from '../../ui/form/form.module.css';
import { RadioOptionField } from '../../ui/form/radio-option-field';
import { SelectField } from '../../ui/form/select-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextAreaField } from '../../ui/form/text-area-field';
import { TextField } from '../../ui/form/text-field';
import { PostalAddressFields } from '../../ui/postal-address/postal-address-fields';
import { AttachmentsField } from './attachments-field';
import { type ContactFormConfig, createCasesApi, type uploadAttachment } from './cases-api';
import styles from './contact.module.css';

const CIVILITY_OPTIONS = CIVILITIES.map((value) => ({ value, label: CIVILITY_LABELS[value] }));

const EMPTY = {
  themeId: '',
  civility: undefined,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  customerReference: '',
  deliveryPointId: '',
  zipCode: '',
  city: '',
  inseeCode: '',
  message: '',
  attachmentIds: [],
  captcha: null,
};

export interface ContactCaseFormProps {
  config: ContactFormConfig;
  /** Tests replace the captcha widget and the upload. */
  captchaWidget?: () => Promise<unknown>;
  upload?: typeof uploadAttachment;
}

/**
 * « Écrire au service client »: the theme decides which fields are asked (contact-form-config); the same
 * domain schema checks the form and the server. The case number is shown, and e-mailed, once sent.
 */
export function ContactCaseForm({ config, captchaWidget, upload }: ContactCaseFormProps) {
  const { http } = useAppServices();
  const [receipt, setReceipt] = useState<CaseReceipt | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const form = useForm({
    resolver: zodResolver(ContactCaseSchema),
    mode: 'onTouched',
    defaultValues: EMPTY as never,
  });
  const themeId = useWatch({ control: form.control, name: 'themeId' as never }) as string;
  const theme = config.themes.find((candidate) => candidate.id === themeId);
  const isComplaint = theme ? config.complaint.themeIds.includes(theme.id) : false;

  if (receipt) return <CaseSent receipt={receipt} />;
  const shows = (need: 'required' | 'optional' | 'hidden' | undefined) =>
    need !== undefined && need !== 'hidden';
  return (
    <Form
      form={form}
      aria-labelledby="ecrire-titre"
      onSubmit={async (values) => {
        setFailures([]);
        try {
          setReceipt(await createCasesApi(http).send(values));
        } catch (error) {
          const rest: string[] = [];
          for (const item of serverErrorsOf(error)) {
            if (item.field && item.field in EMPTY)
              form.setError(item.field as never, { type: 'server', message: item.message });
            else rest.push(item.message);
          }
          setFailures(rest);
        }
      }}
    >
      <SelectField
        name="themeId"
        label="Sujet de votre demande"
        options={config.themes.map(({ id, label }) => ({ value: id, label }))}
        placeholder="Choisissez un sujet"
        isRequired
      />
      {theme ? <p className={styles.themeDescription}>{theme.description}</p> : null}
      {isComplaint ? <p>{config.complaint.notice}</p> : null}
      <RadioOptionField
        name="civility"
        label="Civilité"
        options={CIVILITY_OPTIONS}
        orientation="horizontal"
        isRequired
      />
      <TextField name="firstName" label="Prénom" autoComplete="given-name" isRequired maxLength={255} />
      <TextField name="lastName" label="Nom" autoComplete="family-name" isRequired maxLength={255} />
      <TextField name="email" label="Adresse e-mail" type="email" autoComplete="email" isRequired />
      <TextField
        name="phone"
        label="Téléphone"
        type="phone"
        autoComplete="tel"
        description="Facultatif, 10 chiffres"
      />
      {shows(theme?.fields.customerReference) ? (
        <TextField
          name="customerReference"
          label="Référence client"
          description="Elle figure en haut de vos factures (6 à 20 lettres ou chiffres)."
          isRequired={theme?.fields.customerReference === 'required'}
          maxLength={20}
        />
      ) : null}
      {shows(theme?.fields.deliveryPointId) ? (
        <TextField
          name="deliveryPointId"
          label="Numéro de PDL ou de PCE"
          description="14 chiffres (ou GI suivi de 6 chiffres pour le gaz), sur votre facture ou votre compteur."
          isRequired={theme?.fields.deliveryPointId === 'required'}
          maxLength={32}
        />
      ) : null}
      {shows(theme?.fields.address) ? (
        <PostalAddressFields isRequired={theme?.fields.address === 'required'} />
      ) : null}
      <TextAreaField
        name="message"
        label="Votre message"
        isRequired
        maxLength={5_000}
        description="5 000 caractères au plus."
      />
      {shows(theme?.fields.attachments) ? (
        <AttachmentsField name="attachmentIds" {...(upload ? { upload } : {})} />
      ) : null}
      <CaptchaField name="captcha" {...(captchaWidget ? { loadWidget: captchaWidget } : {})} />
      <div role="alert" className={formStyles.error}>
        {failures.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <SubmitButton>Envoyer ma demande</SubmitButton>
    </Form>
  );
}

function CaseSent({ receipt }: { receipt: CaseReceipt }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    message.current?.focus();
  }, []);
  return (
    <div ref={message} tabIndex={-1} role="status" className={styles.sent}>
      <p>
        Votre demande est enregistrée sous le numéro <strong>{receipt.number}</strong>.
      </p>
      <p>
        Un accusé de réception vient de vous être envoyé par e-mail. Rappelez ce numéro dans vos échanges avec
        nous.
      </p>
    </div>
  );
}
