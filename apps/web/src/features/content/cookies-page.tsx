import { Link } from 'react-router';
import { useAppServices } from '../../app/app-services';
import { siteIdentity } from '../../app/site-identity';
import styles from '../../ui/prose.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';

export function CookiesPage() {
  useDocumentTitle('Gestion des cookies');
  const { consent } = useAppServices();
  return (
    <div className={styles.prose}>
      <h1>Gestion des cookies</h1>
      <p className={styles.lead}>
        Un cookie est un petit fichier déposé sur votre appareil lors de la visite d’un site. Il permet par
        exemple de conserver votre panier ou de mesurer l’audience d’une page.
      </p>

      <h2>Les cookies nécessaires au fonctionnement du site</h2>
      <p>
        Ces cookies ne peuvent pas être désactivés&#x202F;: sans eux, le site ne fonctionne pas. Ils ne
        servent qu’à vous rendre le service demandé.
      </p>
      <ul>
        <li>
          le cookie de session, qui conserve votre parcours de souscription et votre panier pendant
          30&nbsp;jours au plus&#x202F;;
        </li>
        <li>le cookie qui mémorise vos choix en matière de cookies&#x202F;;</li>
        <li>
          le cookie de vos préférences (votre énergie, les animations réduites), déposé seulement si vous les
          enregistrez depuis <Link to="/mes-preferences">Mes préférences</Link>, et gardé 30&nbsp;jours au
          plus.
        </li>
      </ul>

      <h2>Les cookies soumis à votre consentement</h2>
      <p>
        Les cookies de mesure d’audience, de personnalisation et de publicité ne sont déposés qu’avec votre
        accord. Aucun de ces cookies n’est déposé avant que vous ayez fait votre choix, ni après un refus.
        Refuser est aussi simple qu’accepter, et ne pas choisir vaut refus.
      </p>
      <p>
        Votre choix est conservé 180&nbsp;jours si vous acceptez et 8&nbsp;jours si vous refusez&#x202F;; nous
        vous le demandons de nouveau ensuite.
      </p>

      <h2>Modifier vos choix</h2>
      <p>
        Vous pouvez à tout moment accepter ou refuser chaque catégorie de cookies. {siteIdentity.brand} garde
        une preuve de chaque choix (sa date, le choix et la version du bandeau), sans rien qui vous identifie.
        Pour toute question, <Link to="/contact">contactez-nous</Link>.
      </p>
      <p>
        <button type="button" className={styles.action} onClick={consent.openPreferences}>
          Modifier mes choix de cookies
        </button>
      </p>
    </div>
  );
}
