import {
  formatFrenchDate,
  GENERAL_TERMS_EFFECTIVE_FROM,
  GENERAL_TERMS_VERSION,
  generalTermsFor,
} from '@voltaire/domain';
import { data, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { createHttpClient, HttpError } from '../../../app/http-client';
import { siteIdentity } from '../../../app/site-identity';
import prose from '../../../ui/prose.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { listOffers, type OfferSummary, offerDetail } from '../../catalogue/catalogue-api';

export const GENERAL_TERMS_TITLE = 'Conditions générales de vente';

export async function generalTermsIndexLoader({ request }: LoaderFunctionArgs): Promise<OfferSummary[]> {
  return listOffers(createHttpClient(), undefined, request.signal);
}

/** `/conditions-generales-de-vente`: the CGV in force, per offer, at the version cited by the contracts. */
export function GeneralTermsIndexPage() {
  useDocumentTitle(GENERAL_TERMS_TITLE);
  const offers = useLoaderData() as OfferSummary[];
  return (
    <div className={prose.prose}>
      <h1>{GENERAL_TERMS_TITLE}</h1>
      <p className={prose.lead}>
        Version en vigueur&#x202F;: <strong>{GENERAL_TERMS_VERSION}</strong>, depuis le{' '}
        {formatFrenchDate(GENERAL_TERMS_EFFECTIVE_FROM)}. C’est la version citée dans chaque contrat signé
        depuis cette date.
      </p>
      <h2>Par offre</h2>
      <ul>
        {offers.map((offer) => (
          <li key={offer.id}>
            <Link to={`/conditions-generales-de-vente/${encodeURIComponent(offer.id)}`}>
              Conditions générales de vente de l’offre {offer.name}
            </Link>{' '}
            ({offer.energyLabel})
          </li>
        ))}
      </ul>
    </div>
  );
}

export async function generalTermsLoader({ request, params }: LoaderFunctionArgs): Promise<OfferSummary> {
  try {
    return await offerDetail(createHttpClient(), params.offerId ?? '', request.signal);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

/** `/conditions-generales-de-vente/:offerId`: one offer's CGV, its price clause first. */
export function GeneralTermsPage() {
  const offer = useLoaderData() as OfferSummary;
  const terms = generalTermsFor(offer, siteIdentity.brand);
  useDocumentTitle(terms.title);
  return (
    <article className={prose.prose} aria-labelledby="cgv-titre">
      <p>
        <Link to="/conditions-generales-de-vente">Toutes les conditions générales de vente</Link>
      </p>
      <h1 id="cgv-titre">{terms.title}</h1>
      <p className={prose.lead}>
        Version <strong>{terms.version}</strong>, en vigueur depuis le {formatFrenchDate(terms.effectiveFrom)}
        .
      </p>
      {[terms.offerSection, ...terms.sections].map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
