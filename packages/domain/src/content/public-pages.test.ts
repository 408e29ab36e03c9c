import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  DEFAULT_PAGE_DESCRIPTION,
  describePage,
  PUBLIC_PAGES,
  renderRobotsTxt,
  renderSitemapXml,
} from './public-pages.js';

const ORIGIN = 'https://www.voltaire.fr';

describe('public pages', () => {
  it('gives each public page its own description', () => {
    const descriptions = PUBLIC_PAGES.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(describePage('/offres/')).toContain('Comparez les offres');
    expect(describePage('/connexion')).toBe(DEFAULT_PAGE_DESCRIPTION);
  });

  it('builds canonical URLs without a trailing slash', () => {
    expect(canonicalUrl(`${ORIGIN}/`, '/')).toBe(`${ORIGIN}/`);
    expect(canonicalUrl(ORIGIN, '/offres/')).toBe(`${ORIGIN}/offres`);
  });

  it('lists only public pages in the sitemap, as absolute URLs', () => {
    const xml = renderSitemapXml(ORIGIN);
    expect(xml).toContain('<loc>https://www.voltaire.fr/offres</loc>');
    expect(xml.match(/<loc>/g)).toHaveLength(PUBLIC_PAGES.length);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/signature');
  });

  it('keeps crawlers out of private areas and points them at the sitemap', () => {
    const robots = renderRobotsTxt(ORIGIN);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
