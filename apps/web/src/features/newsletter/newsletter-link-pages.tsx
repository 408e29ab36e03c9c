import { Link, useParams } from 'react-router';
import { useAppServices } from '../../app/app-services';
import styles from '../../ui/prose.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LinkAction } from './link-action';

/** `/newsletter/confirmation/:token`: the double opt-in's second step. */
export function NewsletterConfirmPage() {
  useDocumentTitle('Confirmer mon inscription à la lettre d’information');
  const { token = '' } = useParams();
  const { http } = useAppServices();
  return (
    <div className={styles.prose}>
      <h1>Confirmer mon inscription</h1>
      <p>Confirmez que vous souhaitez recevoir notre lettre d’information à cette adresse.</p>
      <LinkAction
        action="Confirmer mon inscription"
        run={() => http.post('/api/node/v1/newsletter/confirm', { token })}
        done={
          <p>
            Votre inscription est confirmée. Vous pouvez vous désinscrire à tout moment par le lien présent
            dans chaque lettre.
          </p>
        }
      />
      <p>
        <Link to="/">Retour à l’accueil</Link>
      </p>
    </div>
  );
}

/** `/newsletter/desinscription/:token`: the page of the e-mails' unsubscribe link (one button, no login). */
export function NewsletterUnsubscribePage() {
  useDocumentTitle('Me désinscrire de la lettre d’information');
  const { token = '' } = useParams();
  const { http } = useAppServices();
  return (
    <div className={styles.prose}>
      <h1>Me désinscrire de la lettre d’information</h1>
      <p>Un clic suffit&#x202F;: vous ne recevrez plus notre lettre d’information.</p>
      <LinkAction
        action="Me désinscrire"
        run={() => http.post(`/api/node/v1/newsletter/unsubscribe/${encodeURIComponent(token)}`)}
        done={<p>Vous êtes désinscrit(e). Vous ne recevrez plus notre lettre d’information.</p>}
      />
    </div>
  );
}
