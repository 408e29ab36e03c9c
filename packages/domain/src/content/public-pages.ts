/**
 * The public pages that search engines may index: the sitemap lists them (server), and each sets its meta
 * description and canonical URL from here (web). Journey steps, account areas and token links stay out.
 */
export interface PublicPage {
  path: string;
  description: string;
}

export const DEFAULT_PAGE_DESCRIPTION =
  'Voltaire Énergie, fournisseur d’électricité et de gaz naturel : offres à prix fixe, indexée sur le tarif réglementé, verte et gaz. Souscription en ligne en quelques minutes.';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', description: DEFAULT_PAGE_DESCRIPTION },
  {
    path: '/offres',
    description:
      'Comparez les offres d’électricité et de gaz de Voltaire Énergie : prix du kWh, abonnement et estimation annuelle selon votre consommation.',
  },
  {
    path: '/souscription',
    description:
      'Souscrivez en ligne à une offre d’électricité ou de gaz Voltaire Énergie en quelques minutes.',
  },
  {
    path: '/contact',
    description:
      'Contactez le service clients de Voltaire Énergie par formulaire, par téléphone ou par courrier.',
  },
  {
    path: '/avis-clients',
    description:
      'Les avis vérifiés des clients de Voltaire Énergie sur leur fournisseur d’électricité et de gaz.',
  },
  {
    path: '/comprendre-ma-facture',
    description: 'Comprendre sa facture d’électricité ou de gaz Voltaire Énergie, rubrique par rubrique.',
  },
  {
    path: '/recrutement',
    description: 'Les offres d’emploi de Voltaire Énergie : rejoignez un fournisseur d’énergie engagé.',
  },
  {
    path: '/conditions-generales-de-vente',
    description: 'Les conditions générales de vente des offres d’électricité et de gaz de Voltaire Énergie.',
  },
  { path: '/mentions-legales', description: 'Les mentions légales du site de Voltaire Énergie.' },
  {
    path: '/donnees-personnelles',
    description: 'Comment Voltaire Énergie protège vos données personnelles et comment exercer vos droits.',
  },
  { path: '/cookies', description: 'Les cookies du site de Voltaire Énergie et la gestion de vos choix.' },
  {
    path: '/accessibilite',
    description: 'La déclaration d’accessibilité du site de Voltaire Énergie (RGAA 4.1).',
  },
  {
    path: '/newsletter',
    description: 'Inscrivez-vous à la lettre d’information de Voltaire Énergie.',
  },
];

/** The description of a public page, or the site's default for any other page. */
export function describePage(path: string): string {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PAGES.find((page) => page.path === normalised)?.description ?? DEFAULT_PAGE_DESCRIPTION;
}

/** The canonical URL of a page: the public origin and the path, without query string or trailing slash. */
export function canonicalUrl(origin: string, path: string): string {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `${origin.replace(/\/+$/, '')}${normalised}`;
}

/** robots.txt: everything public may be crawled, except the areas behind a login or a personal link. */
export function renderRobotsTxt(origin: string): string {
  const disallowed = [
    '/api/',
    '/admin',
    '/espace-partenaire',
    '/definir-mot-de-passe',
    '/signature/',
    '/reprise/',
    '/retractation/',
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${canonicalUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml (sitemaps.org 0.9) of the public pages. */
export function renderSitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) => `  <url><loc>${escapeXml(canonicalUrl(origin, page.path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
