import { Link } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './signing.module.css';

/** An order that does not exist, or that belongs to another visitor: the same answer for both. */
export function OrderNotFound() {
  useDocumentTitle('Commande introuvable');
  return (
    <div className={styles.page}>
      <h1>Commande introuvable</h1>
      <p className={styles.lead}>
        Nous ne trouvons pas cette commande. Le lien est peut-être incomplet, ou la commande a été ouverte
        depuis un autre navigateur.
      </p>
      <p>
        Ouvrez le lien depuis l’appareil et le navigateur où vous avez commencé votre souscription, ou{' '}
        <Link to="/contact">contactez-nous</Link>.
      </p>
    </div>
  );
}
