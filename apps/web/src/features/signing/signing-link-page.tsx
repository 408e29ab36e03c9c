import { Link, useLoaderData } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './signing.module.css';
import type { SigningLinkFailure } from './signing-link-loader';

const TITLES: Record<SigningLinkFailure['reason'], string> = {
  invalid: 'Lien de signature invalide',
  expired: 'Lien de signature expiré',
  unavailable: 'Lien de signature momentanément indisponible',
};

/** Shown only when the link cannot be opened: the loader otherwise sends to the signing page. */
export function SigningLinkPage() {
  const { reason, message } = useLoaderData() as SigningLinkFailure;
  useDocumentTitle(TITLES[reason]);
  return (
    <div className={styles.page}>
      <h1>{TITLES[reason]}</h1>
      <p role="alert" className={styles.lead}>
        {message}
      </p>
      {reason === 'unavailable' ? (
        <p>Réessayez dans quelques instants en rouvrant le lien reçu.</p>
      ) : (
        <p>
          Seul le dernier lien envoyé par votre conseiller fonctionne, pendant une durée limitée. Demandez-lui
          de vous en envoyer un nouveau, ou <Link to="/contact">contactez-nous</Link>.
        </p>
      )}
    </div>
  );
}
