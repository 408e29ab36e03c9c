import { Link } from 'react-router';
import styles from '../../ui/prose.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page introuvable');
  return (
    <div className={styles.prose}>
      <h1>Page introuvable</h1>
      <p className={styles.lead}>La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <p>
        Vérifiez l’adresse saisie, ou <Link to="/">revenez à l’accueil</Link> pour découvrir nos offres
        d’électricité et de gaz.
      </p>
    </div>
  );
}
