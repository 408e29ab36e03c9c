import { siteIdentity } from '../../app/site-identity';
import styles from '../../ui/prose.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CallbackRequestForm } from './callback-request-form';

/** Contact details and the call-back request; the contact form (sfdc/case) comes with a later issue. */
export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <div className={styles.prose}>
      <h1>Nous contacter</h1>
      <p className={styles.lead}>
        Une question sur une offre ou sur votre contrat&#x202F;? Nous sommes là pour vous.
      </p>

      <section id="rappel" aria-labelledby="rappel-titre">
        <h2 id="rappel-titre">Être rappelé par un conseiller</h2>
        <p>
          Laissez-nous vos coordonnées&#x202F;: un conseiller vous rappelle gratuitement sur le créneau de
          votre choix.
        </p>
        <CallbackRequestForm />
      </section>

      <h2>Par téléphone</h2>
      <p>
        {siteIdentity.customerServicePhone}, {siteIdentity.customerServiceHours}.
      </p>

      <h2>Par courriel</h2>
      <p>
        <a href={`mailto:${siteIdentity.customerServiceEmail}`}>{siteIdentity.customerServiceEmail}</a>
      </p>

      <h2>Par courrier</h2>
      <address>
        {siteIdentity.postalAddress.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>

      <h2>En cas de litige</h2>
      <p>
        Si votre réclamation n’a pas trouvé de solution dans un délai de deux mois, vous pouvez saisir
        gratuitement le Médiateur national de l’énergie sur{' '}
        <a href="https://www.energie-mediateur.fr/">energie-mediateur.fr</a>.
      </p>
    </div>
  );
}
