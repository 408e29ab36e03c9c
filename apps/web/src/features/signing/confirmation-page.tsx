import { Link, useLoaderData } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { ConfirmationPageData } from './confirmation-loader';
import { OrderNotFound } from './order-not-found';
import styles from './signing.module.css';
import { type Confirmation, downloadUrl } from './signing-api';
import { formatDay } from './signing-dates';
import { signingPath } from './signing-paths';

/**
 * `/souscription/:orderId/confirmation`: the thank-you page of a completed order, with its reference, the next
 * steps, the start date, how to withdraw within 14 days, and the signed contract to download.
 */
export function ConfirmationPage() {
  const data = useLoaderData() as ConfirmationPageData;
  if (data.kind === 'not-found') return <OrderNotFound />;
  if (data.kind === 'not-completed') return <NotCompleted orderId={data.orderId} message={data.message} />;
  return <ThankYou confirmation={data.confirmation} />;
}

function ThankYou({ confirmation }: { confirmation: Confirmation }) {
  useDocumentTitle('Merci pour votre souscription');
  const { reference, offerName, startDate, emailMasked, nextSteps, withdrawal, documentUrl } = confirmation;
  return (
    <div className={styles.page}>
      <h1>Merci&#x202F;!</h1>
      <p className={styles.lead}>Votre souscription à l’offre {offerName} est confirmée.</p>
      <section className={styles.panel} aria-labelledby="commande-titre">
        <h2 id="commande-titre">Votre commande</h2>
        <dl className={styles.facts}>
          <dt>Référence</dt>
          <dd>{reference}</dd>
          <dt>Offre</dt>
          <dd>{offerName}</dd>
          <dt>Début de fourniture</dt>
          <dd>{formatDay(startDate)}</dd>
        </dl>
        <p>
          Un e-mail de confirmation, avec votre contrat signé en pièce jointe, a été envoyé à {emailMasked}.
        </p>
        <p>
          <a href={downloadUrl(documentUrl)} download>
            Télécharger mon contrat signé (PDF)
          </a>
        </p>
      </section>
      <section aria-labelledby="etapes-titre">
        <h2 id="etapes-titre">Les prochaines étapes</h2>
        <ol className={styles.steps}>
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className={styles.panel} aria-labelledby="retractation-titre">
        <h2 id="retractation-titre">Votre droit de rétractation</h2>
        <p>
          <strong>Date limite&#x202F;: {formatDay(withdrawal.deadline)} inclus</strong>
        </p>
        <p>{withdrawal.explanation}</p>
      </section>
      <section aria-labelledby="autre-energie-titre">
        <h2 id="autre-energie-titre">Électricité et gaz</h2>
        <p>
          Souscrivez aussi à l’autre énergie pour ce logement&#x202F;: votre adresse, vos coordonnées et votre
          paiement sont repris, il ne reste qu’à choisir l’offre et le compteur.
        </p>
        <p>
          <Link to={`/offres?${new URLSearchParams({ ajout: confirmation.orderId })}`}>
            Souscrire aussi à l’autre énergie
          </Link>
        </p>
      </section>
      <p>
        <Link to="/">Revenir à l’accueil</Link>
      </p>
    </div>
  );
}

function NotCompleted({ orderId, message }: { orderId: string; message: string }) {
  useDocumentTitle('Souscription en cours');
  return (
    <div className={styles.page}>
      <h1>Souscription en cours</h1>
      <p className={styles.lead}>{message}</p>
      <p>
        <Link to={signingPath(orderId)}>Signer et finaliser ma souscription</Link>
      </p>
    </div>
  );
}
