import { formatFrenchDate, type MovingConfirmation } from '@voltaire/domain';
import { Link, useLoaderData } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from '../customers/customers.module.css';
import type { MovingData } from './moving-loaders';

/** `/demenagement/:orderId/remerciement`: both dates, what happens at each home, the withdrawal right. */
export function MovingThanksPage() {
  const page = useLoaderData() as MovingData<MovingConfirmation>;
  useDocumentTitle('Votre déménagement est enregistré');
  if (page.kind === 'refused') {
    return (
      <div className={styles.page}>
        <h1>Votre déménagement</h1>
        <div className={styles.refusal} role="alert">
          <p>{page.message}</p>
        </div>
        <p>
          <Link to="/demenagement">Recevoir un nouveau lien personnel</Link>
        </p>
      </div>
    );
  }
  const thanks = page.data;
  return (
    <div className={styles.page}>
      <h1>Votre déménagement est enregistré</h1>
      <section className={styles.panel} aria-labelledby="dates-titre">
        <h2 id="dates-titre">Vos dates</h2>
        <dl className={styles.facts}>
          {thanks.moveOut ? (
            <>
              <dt>Départ</dt>
              <dd>
                {formatFrenchDate(thanks.moveOut.date)} — {thanks.moveOut.address}
              </dd>
            </>
          ) : null}
          {thanks.moveOut?.appointment ? (
            <>
              <dt>Rendez-vous technicien</dt>
              <dd>
                {formatFrenchDate(thanks.moveOut.appointment.date)}, {thanks.moveOut.appointment.label}
              </dd>
            </>
          ) : null}
          <dt>Arrivée</dt>
          <dd>
            {formatFrenchDate(thanks.moveIn.date)} — {thanks.moveIn.address}
          </dd>
          <dt>Offre</dt>
          <dd>{thanks.moveIn.offerName}</dd>
          <dt>Prélèvement</dt>
          <dd>
            {thanks.mandate.ibanMasked} ({thanks.mandate.isNew ? 'nouveau mandat' : 'même mandat'}{' '}
            {thanks.mandate.reference})
          </dd>
          <dt>Référence</dt>
          <dd>{thanks.reference}</dd>
        </dl>
      </section>
      <section aria-labelledby="etapes-titre">
        <h2 id="etapes-titre">Les prochaines étapes</h2>
        <ol className={styles.steps}>
          {thanks.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          Un e-mail de confirmation, avec votre contrat signé, a été envoyé à {thanks.emailMasked}.{' '}
          <a href={`${thanks.documentUrl}?download=1`} download>
            Télécharger mon contrat signé (PDF)
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
