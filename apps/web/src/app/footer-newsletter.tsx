import { Form } from 'react-router';
import styles from './site-footer.module.css';

/**
 * The footer's newsletter form: the address typed here opens `/newsletter` filled in, where the consent and the
 * captcha are (the shell of every page carries no form library).
 */
export function FooterNewsletter() {
  return (
    <Form method="get" action="/newsletter" className={styles.newsletter} aria-labelledby="pied-newsletter">
      <p id="pied-newsletter" className={styles.newsletterTitle}>
        Lettre d’information
      </p>
      <label htmlFor="pied-newsletter-email">Votre e-mail pour la lettre</label>
      <div className={styles.newsletterRow}>
        <input
          id="pied-newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          className={styles.newsletterInput}
        />
        <button type="submit" className={styles.newsletterButton}>
          S’inscrire
        </button>
      </div>
    </Form>
  );
}
