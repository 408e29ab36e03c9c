import { RATING_BEST } from '@voltaire/domain';
import { siteIdentity } from '../../app/site-identity';

export interface OrganisationRating {
  /** The global note, out of RATING_BEST (5). */
  ratingValue: number;
  reviewCount: number;
}

/** The schema.org structured data: the organisation and its aggregate rating (SPEC §2). */
export function organisationRatingJsonLd(
  { ratingValue, reviewCount }: OrganisationRating,
  name: string = siteIdentity.brand,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue,
      reviewCount,
      bestRating: RATING_BEST,
      worstRating: 1,
    },
  };
}

/** JSON for a `<script>` element: `<` escaped, so no `</script>` can close it early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Adds the organisation rating as JSON-LD when review data is on the page (SPEC §2): render it next to the
 * reviews. Nothing without reviews. It is a data block, not a script: the browser never runs it, so the
 * Content-Security-Policy (no inline scripts) does not apply to it.
 */
export function OrganisationRatingJsonLd(rating: Partial<OrganisationRating>) {
  const { ratingValue, reviewCount } = rating;
  if (
    typeof ratingValue !== 'number' ||
    typeof reviewCount !== 'number' ||
    !Number.isFinite(ratingValue) ||
    reviewCount <= 0
  ) {
    return null;
  }
  return <JsonLdScript data={organisationRatingJsonLd({ ratingValue, reviewCount })} />;
}

/**
 * Structured data (schema.org) as a `<script type="application/ld+json">` data block: escaped by
 * `serializeJsonLd`, never executed, so the Content-Security-Policy (no inline scripts) does not apply to it.
 */
export function JsonLdScript({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by serializeJsonLd; never executed.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
