import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLoaderData } from 'react-router';
import { z } from 'zod';
import { serverMessage } from '../../app/server-errors';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { Form } from '../../ui/form/form';
import { SubmitButton } from '../../ui/form/submit-button';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './signing.module.css';
import type { Withdrawal, WithdrawalDone } from './signing-api';
import { formatDay, formatInstantDay } from './signing-dates';
import { useSigningApi } from './use-signing-api';
import type { WithdrawalPageData } from './withdrawal-loader';

/** The box as the form holds it (unticked at first): it must be ticked. */
export const WithdrawalFormSchema = z.preprocess(
  (values: { confirm: boolean }) => values,
  z.object({
    confirm: z.literal(true, { error: 'Cochez cette case pour confirmer votre rétractation.' }),
  }),
);

/**
 * `/retractation/:token`, the link of the confirmation e-mail: within 14 days of signing, the customer
 * withdraws from the contract (the order is cancelled). Past the deadline, or with a link we do not know,
 * the page says so in French.
 */
export function WithdrawalPage() {
  const data = useLoaderData() as WithdrawalPageData;
  if (data.kind === 'unknown') return <UnknownLink />;
  return <WithdrawalFlow key={data.token} token={data.token} withdrawal={data.withdrawal} />;
}

function WithdrawalFlow({ token, withdrawal }: { token: string; withdrawal: Withdrawal }) {
  useDocumentTitle('Rétractation');
  const [done, setDone] = useState<WithdrawalDone>();
  const { reference, offerName, deadline } = withdrawal;

  if (done) return <Withdrawn done={done} />;
  if (withdrawal.status === 'cancelled') {
    return (
      <div className={styles.page}>
        <h1>Rétractation</h1>
        <p className={styles.lead}>
          La commande {reference} est déjà annulée&#x202F;: il n’y a plus rien à faire.
        </p>
      </div>
    );
  }
  if (!withdrawal.withdrawable) {
    return (
      <div className={styles.page}>
        <h1>Rétractation</h1>
        <p className={styles.lead}>
          Le délai de rétractation de la commande {reference} a pris fin le {formatDay(deadline)}.
        </p>
        <p>
          Vous pouvez toutefois résilier votre contrat d’énergie à tout moment, sans frais&#x202F;:{' '}
          <Link to="/contact">contactez-nous</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>Me rétracter</h1>
      <p className={styles.lead}>
        Vous avez 14 jours après la signature pour changer d’avis, sans frais ni justification.
      </p>
      <section className={styles.panel} aria-labelledby="retractation-commande">
        <h2 id="retractation-commande">Ce que vous annulez</h2>
        <dl className={styles.facts}>
          <dt>Référence</dt>
          <dd>{reference}</dd>
          <dt>Offre</dt>
          <dd>{offerName}</dd>
          <dt>Date limite</dt>
          <dd>{formatDay(deadline)} inclus</dd>
        </dl>
        <p>
          Votre commande sera annulée&#x202F;: le contrat de fourniture et le mandat de prélèvement SEPA
          prennent fin. Si la fourniture a déjà commencé à votre demande, seule l’énergie consommée jusqu’à
          votre rétractation vous sera facturée.
        </p>
      </section>
      <WithdrawalForm token={token} withdrawal={withdrawal} onWithdrawn={setDone} />
    </div>
  );
}

function WithdrawalForm({
  token,
  withdrawal,
  onWithdrawn,
}: {
  token: string;
  withdrawal: Withdrawal;
  onWithdrawn: (done: WithdrawalDone) => void;
}) {
  const api = useSigningApi();
  const alertId = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    resolver: zodResolver(WithdrawalFormSchema),
    mode: 'onTouched',
    defaultValues: { confirm: false },
  });

  const submit = async () => {
    setFailure(undefined);
    try {
      onWithdrawn(await api.withdraw(token));
    } catch (error) {
      setFailure(serverMessage(error));
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-describedby={failure ? alertId : undefined}>
      <div id={alertId} role="alert" className={styles.alert}>
        {failure}
      </div>
      <CheckboxField
        name="confirm"
        isRequired
        label={`Je confirme me rétracter du contrat ${withdrawal.offerName} (commande ${withdrawal.reference}).`}
      />
      <SubmitButton>Confirmer ma rétractation</SubmitButton>
    </Form>
  );
}

function Withdrawn({ done }: { done: WithdrawalDone }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1}>
        Votre rétractation est enregistrée
      </h1>
      <p className={`${styles.lead} ${styles.success}`}>
        La commande {done.reference} est annulée depuis le {formatInstantDay(done.withdrawnAt)}.
      </p>
      <p>
        <Link to="/">Revenir à l’accueil</Link>
      </p>
    </div>
  );
}

function UnknownLink() {
  useDocumentTitle('Lien de rétractation invalide');
  return (
    <div className={styles.page}>
      <h1>Lien de rétractation invalide</h1>
      <p className={styles.lead}>Ce lien de rétractation n’est pas valide ou n’existe plus.</p>
      <p>
        Vérifiez que l’adresse ouverte est bien celle, complète, de l’e-mail de confirmation de votre
        commande. En cas de doute, <Link to="/contact">contactez-nous</Link>&#x202F;: nous vous aiderons à
        vous rétracter dans le délai de 14 jours.
      </p>
    </div>
  );
}
