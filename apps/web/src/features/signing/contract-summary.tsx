import { AdviceBlock } from '../../ui/advice-block/advice-block';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './signing.module.css';
import { downloadUrl, type SigningState } from './signing-api';

/**
 * What the customer signs, in words (reference, holder, the document's version and fingerprint), with the
 * document itself to read in a new tab or to download.
 */
export function ContractSummary({ state }: { state: SigningState }) {
  const { reference, customerName, document } = state;
  return (
    <section className={styles.panel} aria-labelledby="contrat-titre">
      <h2 id="contrat-titre">Votre contrat</h2>
      <p>
        En signant, vous acceptez le contrat de fourniture d’énergie, le mandat de prélèvement SEPA et les
        conditions générales de vente qu’il contient. Prenez le temps de le lire avant de signer.
      </p>
      <dl className={styles.facts}>
        <dt>Référence</dt>
        <dd>{reference}</dd>
        <dt>Titulaire</dt>
        <dd>{customerName}</dd>
        {document.templateVersion ? (
          <>
            <dt>Version du modèle</dt>
            <dd>{document.templateVersion}</dd>
          </>
        ) : null}
        {document.sha256 ? (
          <>
            <dt>Empreinte SHA-256</dt>
            <dd className={styles.fingerprint}>{document.sha256}</dd>
          </>
        ) : null}
      </dl>
      <ul className={styles.documentLinks}>
        <li>
          <a href={document.url} target="_blank" rel="noopener">
            Consulter le contrat (PDF) <VisuallyHidden>– s’ouvre dans un nouvel onglet</VisuallyHidden>
          </a>
        </li>
        <li>
          <a href={downloadUrl(document.url)} download>
            Télécharger le contrat (PDF)
          </a>
        </li>
      </ul>
      <AdviceBlock title={'Comment fonctionne la signature électronique\u202F?'}>
        <p>
          Nous vous envoyons un code à 6 chiffres, par SMS ou par e-mail. Il est valable 10 minutes et ne sert
          qu’une fois. Après 5 essais erronés, demandez-en un nouveau.
        </p>
        <p>
          Saisir ce code vaut signature électronique de ce contrat. Nous conservons un dossier de
          preuve&#x202F;: l’empreinte du document signé, l’heure de chaque étape et le moyen par lequel vous
          avez reçu le code. L’empreinte SHA-256 identifie le document exact&#x202F;: la moindre modification
          la changerait.
        </p>
      </AdviceBlock>
    </section>
  );
}
