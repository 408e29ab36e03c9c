import { render } from '@testing-library/react';
import { RATING_BEST } from '@voltaire/domain';
import { describe, expect, it } from 'vitest';
import { OrganisationRatingJsonLd, serializeJsonLd } from './organisation-rating-json-ld';

function jsonLd(container: HTMLElement) {
  const script = container.querySelector('script[type="application/ld+json"]');
  return script ? JSON.parse(script.textContent ?? '') : null;
}

describe('OrganisationRatingJsonLd', () => {
  it('describes the organisation’s global note, review count and best rating 5', () => {
    const { container } = render(<OrganisationRatingJsonLd ratingValue={4.6} reviewCount={1289} />);

    expect(jsonLd(container)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Voltaire Énergie',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.6,
        reviewCount: 1289,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(RATING_BEST).toBe(5);
  });

  it('adds nothing without review data', () => {
    expect(render(<OrganisationRatingJsonLd />).container).toBeEmptyDOMElement();
    expect(
      render(<OrganisationRatingJsonLd ratingValue={4} reviewCount={0} />).container,
    ).toBeEmptyDOMElement();
  });

  it('escapes « < » so the data cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
    expect(JSON.parse(serializeJsonLd({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});
