import { Link } from 'react-router';
import { siteIdentity } from '../../app/site-identity';
import styles from '../../ui/prose.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';

export function LegalNoticePage() {
  useDocumentTitle('Mentions légales');
  return (
    <div className={styles.prose}>
      <h1>Mentions légales</h1>

      <h2>Éditeur du site</h2>
      <p>Le site {siteIdentity.brand} est édité par&#x202F;:</p>
      <address>
        {siteIdentity.legalName}
        <br />
        {siteIdentity.postalAddress.slice(1).map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
        Courriel&#x202F;:{' '}
        <a href={`mailto:${siteIdentity.customerServiceEmail}`}>{siteIdentity.customerServiceEmail}</a>
        <br />
        Téléphone&#x202F;: {siteIdentity.customerServicePhone}
      </address>
      <p>Directeur de la publication&#x202F;: le président de {siteIdentity.legalName}.</p>

      <h2>Hébergement</h2>
      <p>
        Le site est hébergé dans l’Union européenne. Les coordonnées de l’hébergeur sont communiquées sur
        simple demande adressée au service clients.
      </p>

      <h2>Médiation</h2>
      <p>
        En cas de litige non résolu avec notre service clients dans un délai de deux mois, vous pouvez saisir
        gratuitement le Médiateur national de l’énergie sur{' '}
        <a href="https://www.energie-mediateur.fr/">energie-mediateur.fr</a>.
      </p>

      <h2>Données personnelles</h2>
      <p>
        Les données collectées lors d’une souscription servent à l’exécution de votre contrat de fourniture
        d’énergie. Les données des prospects sont anonymisées trois ans après le dernier contact. Vous pouvez
        obtenir une copie de vos données ou demander leur effacement en écrivant à{' '}
        <a href={`mailto:${siteIdentity.customerServiceEmail}`}>{siteIdentity.customerServiceEmail}</a>. Vous
        pouvez aussi adresser une réclamation à la CNIL.
      </p>

      <h2>Cookies</h2>
      <p>
        L’utilisation des cookies sur ce site est décrite sur la page{' '}
        <Link to="/cookies">Gestion des cookies</Link>.
      </p>

      <h2>Accessibilité</h2>
      <p>
        Notre engagement est détaillé dans la <Link to="/accessibilite">déclaration d’accessibilité</Link>.
      </p>
    </div>
  );
}
