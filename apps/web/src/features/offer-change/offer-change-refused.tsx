import { Link } from 'react-router';
import styles from '../customers/customers.module.css';

/** A contract this browser may not change (no proven link, or a closed contract), in the server's words. */
export function OfferChangeRefused({ message }: { message: string }) {
  return (
    <div className={styles.page}>
      <h1>Accès à votre contrat</h1>
      <div className={styles.refusal} role="alert">
        <p>{message}</p>
      </div>
      <p>
        <Link to="/changement-offre">Recevoir un nouveau lien personnel</Link>
      </p>
    </div>
  );
}
