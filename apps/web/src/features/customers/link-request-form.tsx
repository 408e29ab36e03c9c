import { zodResolver } from '@hookform/resolvers/zod';
import { type ContractLinkPurpose, ContractLinkRequestSchema } from '@voltaire/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { Form } from '../../ui/form/form';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import styles from './customers.module.css';
import { createCustomersApi } from './customers-api';

const ContactSchema = ContractLinkRequestSchema.pick({ contact: true });

/**
 * « Changer d’offre » / « Je déménage »: the e-mail or phone on file receives a personal link. The answer is the
 * same whether or not the person is a customer, so that nobody learns who is one.
 */
export function LinkRequestForm({ purpose }: { purpose: ContractLinkPurpose }) {
  const { http } = useAppServices();
  const statusId = useId();
  const [answer, setAnswer] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    resolver: zodResolver(ContactSchema),
    mode: 'onTouched',
    defaultValues: { contact: '' },
  });
  return (
    <Form
      form={form}
      className={styles.form}
      aria-describedby={statusId}
      onSubmit={async ({ contact }) => {
        setFailure(undefined);
        try {
          setAnswer((await createCustomersApi(http).requestLink(purpose, contact)).message);
        } catch (error) {
          setFailure(serverMessage(error));
        }
      }}
    >
      <TextField
        name="contact"
        label="Adresse e-mail ou numéro de téléphone de votre contrat"
        description="Celle ou celui que vous nous avez donné à la souscription."
        autoComplete="email"
        isRequired
        maxLength={255}
      />
      <div role="alert" className={styles.alert}>
        {failure}
      </div>
      <SubmitButton>Recevoir mon lien personnel</SubmitButton>
      <p id={statusId} role="status" className={styles.status}>
        {answer}
      </p>
    </Form>
  );
}
