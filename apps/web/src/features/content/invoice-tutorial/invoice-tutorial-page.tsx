import { Link, useLoaderData } from 'react-router';
import { siteIdentity } from '../../../app/site-identity';
import prose from '../../../ui/prose.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AnnotatedInvoice } from './annotated-invoice';
import styles from './invoice-tutorial.module.css';
import {
  createInvoiceTutorialLoader,
  type InvoiceTutorialData,
  tutorialHref,
} from './invoice-tutorial-loader';

export const INVOICE_TUTORIAL_TITLE = 'Comprendre ma facture';
export const invoiceTutorialLoader = createInvoiceTutorialLoader();

/** `/comprendre-ma-facture`: an annotated sample invoice per energy and invoice type. */
export function InvoiceTutorialPage() {
  useDocumentTitle(INVOICE_TUTORIAL_TITLE);
  const { energies, energy, types, type } = useLoaderData() as InvoiceTutorialData;
  const current = types.find((each) => each.id === type) ?? types[0];
  return (
    <div>
      <div className={prose.prose}>
        <h1>{INVOICE_TUTORIAL_TITLE}</h1>
        <p className={prose.lead}>
          Abonnement, consommation, accise, CTA, TVA&#x202F;: chaque ligne de votre facture expliquée sur un
          exemple. Choisissez votre énergie et le type de facture reçu.
        </p>
      </div>
      <nav aria-label="Énergie">
        <ul className={styles.choices}>
          {energies.map((each) => (
            <li key={each.id}>
              <Link to={tutorialHref(each.id, type)} aria-current={each.id === energy ? 'page' : undefined}>
                {each.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Type de facture">
        <ul className={styles.choices}>
          {types.map((each) => (
            <li key={each.id}>
              <Link to={tutorialHref(energy, each.id)} aria-current={each.id === type ? 'page' : undefined}>
                {each.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current ? (
        <>
          <p className={styles.description}>
            <strong>{current.label}</strong>&#x202F;: {current.description}{' '}
            {energies.find((each) => each.id === energy)?.description}
          </p>
          <AnnotatedInvoice sample={current.sample} brand={siteIdentity.brand} />
        </>
      ) : null}
    </div>
  );
}
