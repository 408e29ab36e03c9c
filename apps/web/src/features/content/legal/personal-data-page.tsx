import { Link } from 'react-router';
import { siteIdentity } from '../../../app/site-identity';
import prose from '../../../ui/prose.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';

export const PERSONAL_DATA_TITLE = 'Données personnelles';

/** `/donnees-personnelles`: what we process, why, how long, and the RGPD rights (DECISIONS §2). */
export function PersonalDataPage() {
  useDocumentTitle(PERSONAL_DATA_TITLE);
  return (
    <div className={prose.prose}>
      <h1>{PERSONAL_DATA_TITLE}</h1>
      <p className={prose.lead}>
        {siteIdentity.legalName} est responsable des traitements de données personnelles faits sur ce site.
        Cette page dit lesquelles, pourquoi, combien de temps, et comment exercer vos droits.
      </p>

      <h2>Les données que nous traitons et pourquoi</h2>
      <ul>
        <li>
          <strong>Souscription et contrat</strong>&#x202F;: identité, coordonnées, adresse du logement, point
          de livraison, IBAN (chiffré, jamais affiché en entier). Base légale&#x202F;: l’exécution du contrat.
        </li>
        <li>
          <strong>Prospects</strong> (parcours commencé mais non signé, demande de rappel)&#x202F;:
          coordonnées et offre envisagée, avec la preuve de votre consentement à être recontacté. Base
          légale&#x202F;: votre consentement.
        </li>
        <li>
          <strong>Signature électronique</strong>&#x202F;: le dossier de preuve (horodatage, adresse IP,
          empreinte du document signé). Base légale&#x202F;: l’obligation de prouver le contrat.
        </li>
        <li>
          <strong>Cookies de mesure d’audience et de publicité</strong>&#x202F;: seulement après votre accord,
          gardé avec sa preuve (date, choix, version du bandeau). Voir la{' '}
          <Link to="/cookies">politique de cookies</Link>.
        </li>
        <li>
          <strong>Demandes au service clients</strong>&#x202F;: votre message et ses pièces jointes, pour y
          répondre.
        </li>
      </ul>

      <h2>Durées de conservation</h2>
      <ul>
        <li>Clients&#x202F;: la durée du contrat, puis 5 ans (délai de prescription civile).</li>
        <li>
          Prospects et paniers abandonnés&#x202F;: 3 ans après le dernier contact, puis anonymisation
          automatique.
        </li>
        <li>
          Preuves de vos choix de cookies&#x202F;: elles ne contiennent aucune donnée personnelle (date, choix
          et version du bandeau).
        </li>
      </ul>

      <h2>Destinataires</h2>
      <p>
        Nos équipes, le gestionnaire du réseau de distribution (Enedis, GRDF ou l’entreprise locale), notre
        prestataire de paiement pour les prélèvements, et nos sous-traitants d’hébergement, tous établis dans
        l’Union européenne. Vos données ne sont jamais vendues.
      </p>

      <h2 id="vos-droits">Vos droits</h2>
      <p>
        Vous pouvez accéder à vos données, les faire rectifier, en obtenir une copie dans un format lisible
        (portabilité), vous opposer à leur usage commercial, en limiter l’usage ou les faire effacer lorsque
        la loi ne nous oblige pas à les garder. Nous répondons dans un délai d’un mois.
      </p>
      <p>
        Pour recevoir une copie de vos données ou les faire effacer, remplissez le{' '}
        <Link to="/donnees-personnelles/demande">formulaire de demande sur vos données personnelles</Link>
        &#x202F;: nous vérifions d’abord votre adresse e-mail, puis le service client la traite.
      </p>
      <p>
        Pour exercer vos autres droits, écrivez-nous à{' '}
        <a href={`mailto:${siteIdentity.customerServiceEmail}`}>{siteIdentity.customerServiceEmail}</a> ou
        passez par la page <Link to="/contact">Contact</Link>. Si notre réponse ne vous satisfait pas, vous
        pouvez saisir la CNIL (www.cnil.fr).
      </p>
    </div>
  );
}
