import {
  CONTRACT_TYPE_LABELS,
  formatFrenchDate,
  JOB_CATEGORY_LABELS,
  type JobCategory,
  type JobOffer,
} from '@voltaire/domain';
import { Form, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { createHttpClient } from '../../../app/http-client';
import { siteIdentity } from '../../../app/site-identity';
import { buttonClassName } from '../../../ui/button/button';
import formStyles from '../../../ui/form/form.module.css';
import prose from '../../../ui/prose.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import styles from './recruitment.module.css';
import { listJobCategories, listJobOffers } from './recruitment-api';

export const RECRUITMENT_TITLE = 'Recrutement';

export interface RecruitmentData {
  offers: JobOffer[];
  places: string[];
  categories: JobCategory[];
  category: string;
  place: string;
}

/** `/recrutement?categorie=tech&ville=Paris`: the open offers, filtered by category and city. */
export async function recruitmentLoader({ request }: LoaderFunctionArgs): Promise<RecruitmentData> {
  const params = new URL(request.url).searchParams;
  const category = params.get('categorie') ?? '';
  const place = params.get('ville') ?? '';
  const http = createHttpClient();
  const [list, categories] = await Promise.all([
    listJobOffers(http, { category: category || undefined, place: place || undefined }, request.signal),
    listJobCategories(http, request.signal),
  ]);
  return { ...list.data, categories: categories.data, category, place };
}

export function RecruitmentPage() {
  useDocumentTitle(RECRUITMENT_TITLE);
  const { offers, places, categories, category, place } = useLoaderData() as RecruitmentData;
  const count = offers.length;
  return (
    <div>
      <div className={prose.prose}>
        <h1>{RECRUITMENT_TITLE}</h1>
        <p className={prose.lead}>
          Rejoignez {siteIdentity.brand}&#x202F;: service clients, vente, marchés de l’énergie, technologie.
          Tous nos postes sont ouverts aux personnes en situation de handicap.
        </p>
      </div>
      <Form method="get" className={styles.filters} aria-label="Filtrer les offres">
        <div className={formStyles.field}>
          <label htmlFor="filtre-categorie" className={formStyles.label}>
            Catégorie
          </label>
          <select id="filtre-categorie" name="categorie" defaultValue={category} className={formStyles.input}>
            <option value="">Toutes les catégories</option>
            {categories.map((each) => (
              <option key={each.id} value={each.id}>
                {each.label} ({each.openOffers})
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="filtre-ville" className={formStyles.label}>
            Ville
          </label>
          <select id="filtre-ville" name="ville" defaultValue={place} className={formStyles.input}>
            <option value="">Toutes les villes</option>
            {places.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClassName('primary')}>
          Filtrer les offres
        </button>
      </Form>
      <h2 aria-live="polite">
        {count === 0
          ? 'Aucune offre ne correspond'
          : `${count} offre${count > 1 ? 's' : ''} ouverte${count > 1 ? 's' : ''}`}
      </h2>
      <ul className={styles.offers}>
        {offers.map((offer) => (
          <li key={offer.id} className={styles.offer}>
            <h3>
              <Link to={`/recrutement/${offer.id}`}>{offer.title}</Link>
            </h3>
            <p className={styles.meta}>
              {JOB_CATEGORY_LABELS[offer.category]} · {offer.place} ·{' '}
              {CONTRACT_TYPE_LABELS[offer.contractType]} · publiée le {formatFrenchDate(offer.publishedAt)}
            </p>
            <p>{offer.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
