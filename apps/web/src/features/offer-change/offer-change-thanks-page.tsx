import { formatFrenchDate, type OfferChangeConfirmation } from '@voltaire/domain';
import { useLoaderData } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from '../customers/customers.module.css';
import type { OfferChangeData } from './offer-change-loaders';
import { OfferChangeRefused } from './offer-change-refused';

/** `/changement-offre/:orderId/remerciement`: what changes and when, the signed amendment, the withdrawal right. */
export function OfferChangeThanksPage() {
  const page = useLoaderData() as OfferChangeData<OfferChangeConfirmation>;
  useDocumentTitle('Votre changement d’offre est confirmé');
  if (page.kind === 'refused') return <OfferChangeRefused message={page.message} />;
  const thanks = page.data;
  return (
    <div className={styles.page}>
      <h1>Votre changement d’offre est confirmé</h1>
      <p className={styles.lead}>
        Votre nouvelle offre « {thanks.after.offerName} » s’applique à partir du{' '}
        {formatFrenchDate(thanks.effectiveDate)}.
      </p>
      <section className={styles.panel} aria-labelledby="change-titre">
        <h2 id="change-titre">Ce qui change</h2>
        <ul className={styles.steps}>
          {thanks.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        <p>
          Référence : {thanks.reference}. Un e-mail de confirmation, avec votre avenant signé, a été envoyé à{' '}
          {thanks.emailMasked}.
        </p>
        <p>
          <a href={`${thanks.documentUrl}?download=1`} download>
            Télécharger mon avenant signé (PDF)
          </a>
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="retractation-titre">
        <h2 id="retractation-titre">Votre droit de rétractation</h2>
        <p>
          <strong>Date limite : {formatFrenchDate(thanks.withdrawal.deadline)} inclus</strong>
        </p>
        <p>{thanks.withdrawal.explanation}</p>
      </section>
    </div>
  );
}
