import { useLoaderData } from 'react-router';
import { siteIdentity } from '../../app/site-identity';
import styles from '../../ui/prose.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { ContactFormConfig } from '../cases/cases-api';
import { ContactCaseForm } from '../cases/contact-case-form';
import { CallbackRequestForm } from './callback-request-form';

/** Contact details, the call-back request, and the form that opens a case with customer service (sfdc/case). */
export function ContactPage() {
  useDocumentTitle('Contact');
  const { config } = useLoaderData() as { config: ContactFormConfig };
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

      <section id="ecrire" aria-labelledby="ecrire-titre">
        <h2 id="ecrire-titre">Écrire au service client</h2>
        <p>
          Les champs marqués d’un astérisque (*) sont obligatoires. Vous recevez aussitôt un accusé de
          réception avec le numéro de votre demande.
        </p>
        <ContactCaseForm config={config} />
      </section>

      <h2>En cas de litige</h2>
      <p>
        Si votre réclamation n’a pas trouvé de solution dans un délai de deux mois, vous pouvez saisir
        gratuitement le Médiateur national de l’énergie sur{' '}
        <a href="https://www.energie-mediateur.fr/">energie-mediateur.fr</a>.
      </p>
    </div>
  );
}
