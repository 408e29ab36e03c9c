import { useSearchParams } from 'react-router';
import styles from '../../ui/prose.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { NewsletterForm } from './newsletter-form';

/** `/newsletter`: subscription with double opt-in; the footer's form brings the typed address here. */
export function NewsletterPage() {
  useDocumentTitle('Lettre d’information');
  const [search] = useSearchParams();
  return (
    <div className={styles.prose}>
      <h1 id="newsletter-titre">Recevoir la lettre d’information</h1>
      <p className={styles.lead}>
        Nos conseils pour maîtriser votre consommation et nos nouvelles offres, une fois par mois au plus.
      </p>
      <NewsletterForm email={search.get('email')?.slice(0, 254) ?? ''} />
    </div>
  );
}
