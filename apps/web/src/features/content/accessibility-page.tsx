import { formatFrenchDate, RGAA_AUDIT, RGAA_CRITERION_IDS, rgaaFigures } from '@voltaire/domain';
import { Link } from 'react-router';
import { ACCESSIBILITY_STATUS } from '../../app/site-footer';
import { siteIdentity } from '../../app/site-identity';
import styles from '../../ui/prose.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RgaaResultsTable } from './rgaa-results-table';

const figures = rgaaFigures();
const percent = (value: number) => `${value.toLocaleString('fr-FR')}\u00a0%`;
const formatMonth = (yearMonth: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${yearMonth}-01T00:00:00Z`),
  );

/**
 * The accessibility statement required by RGAA 4.1 (DECISIONS §2), following the official model, with the
 * self-audit's figures, criterion by criterion, and the plan for each non-conformity.
 */
export function AccessibilityPage() {
  useDocumentTitle('Déclaration d’accessibilité');
  return (
    <div className={styles.prose}>
      <h1>Déclaration d’accessibilité</h1>
      <p className={styles.lead}>
        {siteIdentity.legalName} s’engage à rendre son site internet accessible conformément à l’article 47 de
        la loi n°&nbsp;2005-102 du 11&nbsp;février 2005.
      </p>
      <p>
        Cette déclaration d’accessibilité s’applique au site {siteIdentity.brand} (parcours de souscription,
        espace client, pages d’information).
      </p>

      <h2>État de conformité</h2>
      <p>
        Le site {siteIdentity.brand} est <strong>{ACCESSIBILITY_STATUS}</strong> avec le référentiel général
        d’amélioration de l’accessibilité (RGAA), version&nbsp;4.1, en raison des non-conformités énumérées
        ci-dessous.
      </p>

      <h2>Résultats des tests</h2>
      <p>
        L’auto-évaluation du {formatFrenchDate(RGAA_AUDIT.auditedOn)} révèle que{' '}
        <strong>{percent(figures.conformanceRate)} des critères du RGAA&nbsp;4.1</strong> applicables sont
        respectés&#x202F;: {figures.conforming} critères conformes, {figures.notConforming} non conformes et{' '}
        {figures.notApplicable} non applicables, sur les {RGAA_CRITERION_IDS.length} critères du référentiel.
      </p>
      <p>
        Un critère est conforme lorsqu’il est respecté sur chaque page de l’échantillon où il s’applique. Le
        taux de conformité rapporte les critères conformes aux critères applicables.
      </p>
      <RgaaResultsTable />

      <h3>Pages de l’échantillon</h3>
      <ul>
        {RGAA_AUDIT.sample.map((page) => (
          <li key={page.path}>
            {page.label}&#x202F;: <code>{page.path}</code>
          </li>
        ))}
      </ul>

      <h2>Contenus non accessibles</h2>
      <h3>Non-conformités et plan d’action</h3>
      <ul>
        {RGAA_AUDIT.nonConformities.map((entry) => (
          <li key={entry.criterion}>
            <strong>Critère {entry.criterion}</strong> ({entry.pages.join(', ')})&#x202F;: {entry.description}{' '}
            Correction prévue&#x202F;: {entry.fix} Échéance&#x202F;: {formatMonth(entry.dueBy)}.
          </li>
        ))}
      </ul>

      <h2>Établissement de cette déclaration</h2>
      <p>Cette déclaration a été établie le 22&nbsp;novembre 2026.</p>
      <h3>Technologies utilisées pour la réalisation du site</h3>
      <ul>
        <li>HTML5</li>
        <li>CSS</li>
        <li>JavaScript</li>
      </ul>

      <h2>Retour d’information et contact</h2>
      <p>
        Si vous n’arrivez pas à accéder à un contenu ou à un service, vous pouvez nous contacter pour être
        orienté vers une alternative accessible ou obtenir le contenu sous une autre forme&#x202F;:
      </p>
      <ul>
        <li>
          par courriel&#x202F;:{' '}
          <a href={`mailto:${siteIdentity.accessibilityEmail}`}>{siteIdentity.accessibilityEmail}</a>
        </li>
        <li>
          par téléphone&#x202F;: {siteIdentity.customerServicePhone}, {siteIdentity.customerServiceHours}
        </li>
        <li>
          par la page <Link to="/contact">Contact</Link>
        </li>
        <li>
          par courrier&#x202F;:
          <address>
            {siteIdentity.postalAddress.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </li>
      </ul>

      <h2>Voies de recours</h2>
      <p>
        Si vous constatez un défaut d’accessibilité vous empêchant d’accéder à un contenu ou à une
        fonctionnalité du site, que vous nous le signalez et que vous ne parvenez pas à obtenir une réponse de
        notre part, vous êtes en droit de faire parvenir vos doléances ou une demande de saisine au Défenseur
        des droits. Plusieurs moyens sont à votre disposition&#x202F;:
      </p>
      <ul>
        <li>
          écrire un message au Défenseur des droits via le{' '}
          <a href="https://formulaire.defenseurdesdroits.fr/">formulaire en ligne</a>&#x202F;;
        </li>
        <li>
          contacter{' '}
          <a href="https://www.defenseurdesdroits.fr/carte-des-delegues">
            le délégué du Défenseur des droits dans votre région
          </a>
          &#x202F;;
        </li>
        <li>appeler le 09&nbsp;69&nbsp;39&nbsp;00&nbsp;00&#x202F;;</li>
        <li>
          envoyer un courrier par la poste (gratuit, ne pas mettre de timbre)&#x202F;:
          <address>
            Défenseur des droits
            <br />
            Libre réponse 71120
            <br />
            75342 Paris CEDEX 07
          </address>
        </li>
      </ul>
    </div>
  );
}
