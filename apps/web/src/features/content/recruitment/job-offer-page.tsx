import {
  CONTRACT_TYPE_LABELS,
  formatFrenchDate,
  JOB_CATEGORY_LABELS,
  type JobOffer,
  jobPostingJsonLd,
} from '@voltaire/domain';
import { data, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { createHttpClient, HttpError } from '../../../app/http-client';
import { siteIdentity } from '../../../app/site-identity';
import prose from '../../../ui/prose.module.css';
import { JsonLdScript } from '../../../ui/rating-json-ld/organisation-rating-json-ld';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { getJobOffer } from './recruitment-api';

export interface JobOfferData {
  offer: JobOffer;
  /** The site's origin, for the hiring organisation of the JSON-LD. */
  origin: string;
}

export async function jobOfferLoader({ request, params }: LoaderFunctionArgs): Promise<JobOfferData> {
  try {
    const { data: offer } = await getJobOffer(createHttpClient(), params.offerId ?? '', request.signal);
    return { offer, origin: new URL(request.url).origin };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

const euros = (value: number) => `${value.toLocaleString('fr-FR')}\u00a0€`;

/** An offer's page, with its schema.org JobPosting while it is open. */
export function JobOfferPage() {
  const { offer, origin } = useLoaderData() as JobOfferData;
  useDocumentTitle(`${offer.title} – Recrutement`);
  const isOpen = offer.status === 'open';
  return (
    <article className={prose.prose} aria-labelledby="offre-titre">
      <p>
        <Link to="/recrutement">Toutes les offres</Link>
      </p>
      <h1 id="offre-titre">{offer.title}</h1>
      {isOpen ? (
        <JsonLdScript data={jobPostingJsonLd(offer, { name: siteIdentity.brand, url: origin })} />
      ) : (
        <p role="status">
          <strong>Cette offre est pourvue</strong> depuis le{' '}
          {formatFrenchDate(offer.closedAt ?? offer.publishedAt)}
          &#x202F;: elle n’accepte plus de candidature.
        </p>
      )}
      <dl>
        <dt>Catégorie</dt>
        <dd>{JOB_CATEGORY_LABELS[offer.category]}</dd>
        <dt>Lieu</dt>
        <dd>
          {offer.place} ({offer.postalCode})
        </dd>
        <dt>Contrat</dt>
        <dd>{CONTRACT_TYPE_LABELS[offer.contractType]}</dd>
        <dt>Publiée le</dt>
        <dd>{formatFrenchDate(offer.publishedAt)}</dd>
        {offer.salaryMinEuros !== null ? (
          <>
            <dt>Rémunération brute annuelle</dt>
            <dd>
              {offer.salaryMaxEuros !== null && offer.salaryMaxEuros !== offer.salaryMinEuros
                ? `de ${euros(offer.salaryMinEuros)} à ${euros(offer.salaryMaxEuros)}`
                : euros(offer.salaryMinEuros)}
            </dd>
          </>
        ) : null}
      </dl>
      <p className={prose.lead}>{offer.summary}</p>
      <h2>Vos missions</h2>
      <ul>
        {offer.missions.map((mission) => (
          <li key={mission}>{mission}</li>
        ))}
      </ul>
      <h2>Votre profil</h2>
      <ul>
        {offer.profile.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {isOpen ? (
        <>
          <h2>Postuler</h2>
          <p>
            Envoyez votre CV et quelques lignes sur votre motivation à{' '}
            <a
              href={`mailto:recrutement@${new URL(origin).hostname}?subject=${encodeURIComponent(offer.title)}`}
            >
              notre équipe recrutement
            </a>{' '}
            en rappelant l’intitulé du poste.
          </p>
        </>
      ) : null}
    </article>
  );
}
