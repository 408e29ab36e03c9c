import { useLoaderData } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ContractCodeForm } from './contract-code-form';
import type { ContractLinkPageData } from './contract-link-loader';
import styles from './customers.module.css';
import { LinkRequestForm } from './link-request-form';

const TITLES = { offerChange: 'Changer d’offre', moving: 'Je déménage' } as const;
const INTROS = {
  offerChange:
    'Comparez les offres pour votre consommation et changez d’offre en ligne, sans interruption de fourniture.',
  moving: 'Déclarez votre départ et ouvrez votre contrat au nouveau logement, en une seule signature.',
} as const;
const ENERGY_LABELS = { electricity: 'Électricité', gas: 'Gaz naturel' } as const;

/**
 * `/changement-offre` and `/demenagement`: without a link, the form that sends one; with the link of the e-mail
 * or SMS (`?lien=…`), the contract to recognise and the code that proves its holder. A refused link (expired,
 * altered) says why, and the form to ask for a new one follows.
 */
export function ContractLinkPage() {
  const data = useLoaderData() as ContractLinkPageData;
  useDocumentTitle(TITLES[data.purpose]);
  return (
    <div className={styles.page}>
      <h1>{TITLES[data.purpose]}</h1>
      <p className={styles.lead}>{INTROS[data.purpose]}</p>
      {data.kind === 'open' ? (
        <section className={styles.panel} aria-labelledby="contrat-titre">
          <h2 id="contrat-titre">Votre contrat</h2>
          <dl className={styles.facts}>
            <dt>Énergie</dt>
            <dd>{ENERGY_LABELS[data.view.energy]}</dd>
            <dt>Adresse</dt>
            <dd>{data.view.address}</dd>
            <dt>Offre actuelle</dt>
            <dd>{data.view.offerName}</dd>
            <dt>Référence</dt>
            <dd>{data.view.reference}</dd>
          </dl>
          <p>
            Pour votre sécurité, confirmez qu’il s’agit bien de vous avec un code envoyé à vos coordonnées.
          </p>
          <ContractCodeForm token={data.token} view={data.view} />
        </section>
      ) : (
        <>
          {data.kind === 'refused' ? (
            <div className={styles.refusal} role="alert">
              <p>{data.message}</p>
            </div>
          ) : null}
          <section className={styles.panel} aria-labelledby="lien-titre">
            <h2 id="lien-titre">Recevoir mon lien personnel</h2>
            <p>
              Indiquez l’adresse e-mail ou le numéro de téléphone de votre contrat : nous y envoyons un lien
              valable 7 jours.
            </p>
            <LinkRequestForm purpose={data.purpose} />
          </section>
        </>
      )}
    </div>
  );
}
