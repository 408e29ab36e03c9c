/**
 * Who may call each route: one row per registered route (`METHOD /fastify/:path`). The OpenAPI document takes
 * each operation's security requirement from here, and the access matrix test calls every route with every
 * identity against it; a route without a row fails that test.
 */
export type AccessClass =
  /** Anyone. */
  | 'public'
  /** Anyone: the caller's own web session (created when missing), nobody else's. */
  | 'session'
  /** An order named in the path, body or query, owned by the caller's web session; anyone else gets 404. */
  | 'customer'
  /**
   * A contract named in the path, body or query, whose link and one-time code the caller's web session proved
   * (existing customers); anyone else gets 404.
   */
  | 'contractHolder'
  /** A logged-in staff member (agent, partner, admin). */
  | 'staff'
  /** A sales agent of one of the five channels (telesales, comparison, door-to-door, dealership, special). */
  | 'agent'
  /** A telesales agent (the call-back queue). */
  | 'telesales'
  /** A door-to-door seller (documents, on-the-spot signature). */
  | 'doorToDoor'
  /** A dealership user (the electric-car simulation sent to the buyer). */
  | 'dealership'
  /** A sales agent of one of the five channels, or an admin (an order's documents, by order ownership). */
  | 'agentOrAdmin'
  /** A partner admin (their own organisation) or an admin (any): the partner area. */
  | 'partnerAdmin'
  /** A sales agent (telesales, comparison, door-to-door, dealership), an admin or an internal service. */
  | 'agentOrAdminOrInternal'
  | 'admin'
  | 'adminOrInternal'
  /** Our back-office services, with `X-Internal-Key`. */
  | 'internal'
  /** Partners with `X-Api-Key`. */
  | 'apiKey';

export const ROUTE_ACCESS: Readonly<Record<string, AccessClass>> = {
  // For crawlers (http/web-app.ts), served whether or not the web app is built.
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/health': 'public',
  'GET /graphiql': 'public',
  'GET /graphiql/config.js': 'public',
  'GET /graphiql/main.js': 'public',
  'GET /graphiql/sw.js': 'public',
  'GET /graphql/api': 'apiKey',
  'POST /graphql/api': 'apiKey',

  // Session, accounts, telemetry, consent, content
  'GET /api/v2/session': 'session',
  'POST /api/node/v1/session/sync': 'session',
  'POST /api/node/v1/session/raz': 'session',
  'POST /api/node/v1/session/get-drupal-data': 'session',
  'POST /api/node/v1/session/clear-flash-messages': 'session',
  'POST /api/node/v1/session/clear-drupal-session': 'session',
  'POST /api/node/v1/session/web-journey/re-init': 'session',
  'POST /api/v2/session/save': 'session',
  'POST /api/v2/session/save-logs': 'session',
  'POST /api/v2/session/clear': 'session',
  'POST /api/v2/auth/login': 'public',
  'POST /api/v2/auth/logout': 'public',
  'GET /so-partner/api/auth/get-user-infos': 'staff',
  'POST /api/node/v1/session/partner/infos-parcours': 'staff',
  'GET /api/v2/admin/organisations': 'admin',
  'POST /api/v2/admin/organisations': 'admin',
  'PATCH /api/v2/admin/organisations/:id': 'admin',
  'PUT /api/v2/admin/organisations/:id/ip-ranges': 'admin',
  'GET /api/v2/admin/access-refusals': 'admin',

  // Partner area (issue 15): profile, people, sales, audit; invitation and reset links; own profile
  'GET /api/node/v1/so-partner': 'staff',
  'POST /api/node/v1/so-partner/user-manage': 'partnerAdmin',
  'POST /so-partner/api/v1/user-manage': 'partnerAdmin',
  'GET /api/node/v1/so-partner/sales': 'partnerAdmin',
  'GET /api/node/v1/so-partner/sales.csv': 'partnerAdmin',
  'GET /api/node/v1/so-partner/audit': 'partnerAdmin',
  // The link's token is the capability.
  'POST /api/node/v1/account/password-link': 'public',
  'POST /api/node/v1/account/set-password': 'public',
  'PUT /api/v3/user': 'staff',
  'POST /api/node/v1/debugger/notify': 'public',
  'POST /api/node/v1/consent/record': 'public',
  'GET /api/node/v1/captcha/challenge': 'public',
  'POST /api/node/v1/newsletter/add': 'public',
  'POST /api/v2/public/newsletter/subscribe': 'public',
  'POST /api/node/v1/newsletter/confirm': 'public',
  // The signed link is the capability (RFC 8058 one-click unsubscribe).
  'POST /api/node/v1/newsletter/unsubscribe/:token': 'public',
  'GET /api/node/v1/gateway-config/availables': 'public',

  // Content: customer reviews, recruitment, invoice tutorial, the web's public GraphQL (ADR 0023), IBAN check
  'GET /api/v2/avisverifies/get-avis': 'public',
  'GET /api/v2/admin/reviews': 'admin',
  'POST /api/v2/admin/reviews/:id/moderation': 'admin',
  'GET /api/node/v1/offres': 'public',
  'GET /api/node/v1/offres/:id': 'public',
  'GET /api/node/v1/categories-offres': 'public',
  'GET /api/v2/admin/job-offers': 'admin',
  'POST /api/v2/admin/job-offers': 'admin',
  'PUT /api/v2/admin/job-offers/:id': 'admin',
  'POST /api/v2/admin/job-offers/:id/close': 'admin',
  'GET /api/node/v1/tuto-factu/energies': 'public',
  'GET /api/node/v1/tuto-factu/facture-types': 'public',
  'GET /api/graphql': 'public',
  'POST /api/graphql': 'public',
  'POST /api/v2/iban': 'public',

  // Comparison sites' gateways (passerelles)
  'GET /api/v3/gateway/get-utm-forced-gateway': 'session',
  'GET /api/v2/gateways-config/get': 'admin',
  'POST /api/v2/gateways-config/save': 'admin',
  'POST /api/node/v1/private/routing/generate': 'internal',
  'GET /api/v2/crc/gateway/available': 'public',

  'GET /api/v2/livechat': 'public',
  'GET /api/node/v1/sfdc/insee': 'public',
  'GET /api/node/v1/address/search': 'public',

  // Eligibility
  'GET /api/node/v1/resources/eligibility-fields': 'public',
  'POST /api/v2/eligibility': 'public',
  'GET /api/v2/admin/predicates': 'admin',
  'POST /api/v2/admin/predicates': 'admin',
  'PUT /api/v2/admin/predicates/:id': 'admin',
  'DELETE /api/v2/admin/predicates/:id': 'admin',
  'GET /api/v2/admin/compositions': 'admin',
  'POST /api/v2/admin/compositions': 'admin',
  'PUT /api/v2/admin/compositions/:id': 'admin',
  'DELETE /api/v2/admin/compositions/:id': 'admin',
  'GET /api/v2/admin/attachments': 'admin',
  'PUT /api/v2/admin/attachments': 'admin',
  'GET /api/v2/admin/eligibility/export': 'admin',
  'POST /api/v2/admin/eligibility/import': 'admin',
  'POST /api/v2/admin/eligibility/try': 'admin',
  'GET /api/v2/admin/eligibility/audit': 'admin',
  'POST /api/v2/admin/clear-eligibility-cache': 'adminOrInternal',
  'GET /api/v3/eligibility-cache': 'adminOrInternal',
  'POST /api/v3/eligibility-cache/clear-compositions': 'adminOrInternal',
  'GET /api/node/v1/private/ms-cart-engine/eligibility-cache': 'adminOrInternal',
  'POST /api/node/v1/private/ms-cart-engine/eligibility-clear-cache': 'adminOrInternal',
  'POST /api/node/v1/private/ms-cart-engine/refresh-config': 'adminOrInternal',
  'GET /api/node/v1/private/drupal/eligibility-cache': 'adminOrInternal',
  'POST /api/node/v1/private/drupal/eligibility-action': 'adminOrInternal',

  // Catalogue, pricing, estimator
  'GET /api/v2/products': 'public',
  'GET /api/node/v1/cart-engine/get-products': 'public',
  'GET /api/v2/products/detail/:id': 'public',
  'GET /api/node/v1/cart-engine/get-product-detail/:id': 'public',
  'GET /api/v2/boilers': 'public',
  'GET /api/v2/livraison-prices': 'public',
  'GET /api/v2/points-relais-ups': 'public',
  'POST /api/v3/pricing-engine/cart-prices': 'public',
  'POST /api/v2/sfdc/cart-prices': 'public',
  'POST /api/v3/get-simulation-results': 'public',
  'POST /api/node/v1/private/run-simulation': 'internal',
  'POST /api/node/v1/private/cart/gen-context': 'internal',
  'POST /api/node/v1/private/run-initialize': 'internal',
  'POST /api/node/v1/static/calculette': 'public',
  'POST /api/node/v1/static/reevaluate-elec-car-profil': 'public',
  'GET /api/node/v1/static/cee-surface': 'public',

  // Delivery points
  'POST /api/node/v1/static/validate-pdl-pce': 'public',
  'POST /api/v3/validate-pdl-pce': 'public',
  'GET /api/v3/get-pdl-pce-infos': 'public',
  'GET /api/v3/enedis/pdl/:id': 'public',
  'GET /api/v3/grdf/pce/:id': 'public',
  'GET /api/node/v1/subscription/find-meetings': 'public',
  'POST /api/node/v1/private/pdl-pce/search-by-address': 'internal',
  'POST /api/node/v1/private/pdl-pce/informations': 'internal',
  'POST /api/node/v1/private/s30/get-interventions': 'internal',

  // Outbox
  'GET /api/node/v1/admin/outbox': 'admin',

  // Cart and resume links
  'GET /api/v2/cart/web-cart': 'session',
  'POST /api/v3/cart/simple-cart': 'session',
  'POST /api/v3/cart/save': 'session',
  'POST /api/node/v1/cart/restart': 'session',
  'POST /api/v3/add-products-to-command-and-select': 'customer',
  'POST /api/node/v1/subscription/save-for-later': 'customer',
  'POST /api/v3/static-command/save-for-later': 'customer',
  'POST /api/v3/static-command/sync-and-save': 'customer',
  'POST /api/node/v1/cart/save-for-later': 'session',
  'POST /api/node/v1/subscription/reprise': 'session',
  'POST /api/v3/static-command/restore': 'session',
  'POST /api/node/v1/cart/reprise': 'session',

  // Orders and promo
  'POST /api/v2/order': 'session',
  'POST /api/node/v1/subscription/order': 'session',
  'GET /api/v2/load-command/:id': 'customer',
  'GET /api/v3/command/:id': 'customer',
  'POST /api/v2/session/save-point': 'customer',
  'PUT /api/node/v1/subscription/order/:id/drafts/:step': 'customer',
  'POST /api/v3/session/nextjs-save-point': 'customer',
  'POST /api/v3/pricing-engine/cart-config-from-command': 'customer',
  'POST /api/v3/command/push/:id': 'customer',
  'POST /api/node/v1/subscription/stop-process': 'customer',
  'POST /api/v3/abandon-from-web': 'customer',
  'POST /api/v2/session/stop': 'customer',
  'POST /api/v2/add-code-promo': 'customer',
  'GET /api/v2/is-code-promo-valid/:code': 'public',
  'POST /api/v2/add-code-pin': 'customer',
  'GET /api/v3/get-command-draft-id': 'session',
  'POST /api/v3/create-command-and-select': 'session',
  'POST /api/v3/update-existing-command': 'customer',
  'POST /api/v2/command/init-immo': 'session',
  'POST /api/v2/command/restart': 'customer',
  'POST /api/v2/session/clear-command-draft': 'session',
  'POST /api/v3/set-campaign': 'staff',

  // Leads
  'GET /api/v3/synchro-info': 'customer',
  'GET /api/v2/mappings-info/Lead': 'public',
  'POST /api/node/v1/private/lead-synch/infos': 'internal',
  'POST /api/node/v1/private/lead-synch/save-lead': 'internal',
  'POST /api/node/v1/private/lead-synch/save-lead-and-sync': 'internal',
  'POST /api/node/v1/private/drupal/synch-and-save-lead': 'internal',
  'POST /api/node/v1/private/lead-synch/sync-lead': 'internal',
  'POST /api/node/v1/private/lead-synch/synchro': 'internal',
  'POST /api/node/v1/private/lead-synch/conversion': 'internal',
  'POST /api/node/v1/private/lead-synch/save-basket': 'internal',

  // Signing and completion
  'POST /api/node/v1/subscription/get-sign-url': 'customer',
  'GET /api/node/v1/signing/:orderId': 'customer',
  'POST /api/node/v1/signing/:orderId/shown': 'customer',
  'GET /api/node/v1/signing/:orderId/document.pdf': 'customer',
  'POST /api/node/v1/signing/:orderId/send-code': 'customer',
  'POST /api/node/v1/signing/:orderId/sign': 'customer',
  'GET /api/node/v1/signing/:orderId/evidence': 'customer',
  'POST /api/node/v1/subscription/complete': 'customer',
  'POST /api/v2/order/complete': 'customer',
  'GET /api/v2/converted/:id': 'customer',
  // The withdrawal link's token is the capability.
  'GET /api/node/v1/subscription/withdrawal/:token': 'public',
  'POST /api/node/v1/subscription/withdrawal/:token': 'public',
  'GET /api/v3/docusign/templates': 'adminOrInternal',
  'GET /api/node/v1/admin/signing/:orderId/verify': 'admin',
  'POST /api/node/v1/private/lead-synch/force-signing-docusign': 'agentOrAdminOrInternal',
  // The signing link's token is the capability; it grants the caller's own web session.
  'POST /api/node/v1/signing/links/open': 'public',

  // Agent workspace, and the site's call-back requests
  'GET /api/node/v1/agent/sales': 'agent',
  'GET /api/node/v1/agent/search': 'agent',
  'PUT /api/node/v1/agent/orders/:orderId/call': 'agent',
  'POST /api/node/v1/agent/orders/:orderId/signing-link': 'agent',
  'GET /api/node/v1/agent/callbacks': 'telesales',
  'POST /api/node/v1/agent/callbacks/:id/take': 'telesales',
  'POST /api/node/v1/callback-requests': 'public',

  // Existing customers: the link request, the encrypted link (its text is the capability), the contract
  'POST /api/node/v1/customers/link-request': 'public',
  'POST /api/node/v1/crypted-data/changement-offre': 'public',
  'POST /api/node/v1/crypted-data/changement-offre/send-code': 'public',
  'POST /api/node/v1/crypted-data/changement-offre/verify-code': 'public',
  'GET /api/node/v1/customers/contracts/:id': 'contractHolder',
  'POST /api/node/v1/session/web-context/clear-flux-upsell': 'session',
  'POST /api/node/v1/admin/contracts/:id/send-link': 'admin',

  // Offer change and moving house
  'GET /api/node/v1/changement-offre/get-recap': 'contractHolder',
  'POST /api/node/v1/changement-offre/save-point': 'contractHolder',
  'POST /api/node/v1/changement-offre/crc-hand-over': 'contractHolder',
  'POST /api/node/v1/changement-offre/get-sign-url': 'customer',
  'POST /api/node/v1/changement-offre/complete': 'customer',
  'GET /api/node/v1/changement-offre/remerciement': 'customer',
  'POST /api/node/v1/demenagement/nouveau-logement-only': 'contractHolder',
  'POST /api/node/v1/demenagement/depart': 'contractHolder',
  'GET /api/node/v1/demenagement/creneaux-depart': 'contractHolder',
  'GET /api/node/v1/demenagement/remerciement': 'customer',
  'POST /api/node/v1/demenagement/:orderId/releve-photo': 'customer',
  'GET /api/node/v1/demenagement/:orderId/releve-photo/:documentId': 'customer',

  // Field channels: door-to-door documents and on-the-spot signature, the dealership's simulation
  'POST /api/vad/file-upload': 'doorToDoor',
  'GET /api/vad/orders/:orderId/documents': 'agentOrAdmin',
  'GET /api/vad/documents/:documentId': 'agentOrAdmin',
  'POST /api/node/v1/agent/orders/:orderId/on-site-signing': 'doorToDoor',
  'POST /api/node/v1/agent/car-simulation/share': 'dealership',
  'GET /api/node/v1/agent/catalogue': 'agent',

  // Contact cases, attachments and their back office
  'GET /api/node/v1/sfdc/contact-themes': 'public',
  'GET /api/v2/contact-form-config': 'public',
  'GET /api/v2/c43-config': 'public',
  'GET /api/v2/code-insee': 'public',
  'POST /api/v2/attachment/post': 'public',
  'POST /api/node/v1/sfdc/case': 'public',
  'POST /api/node/v1/sfdc/case-raw': 'internal',
  'POST /api/v2/sales-platform/case/post': 'staff',
  'POST /api/node/v1/debugger/openCase': 'public',
  'GET /api/v2/admin/cases': 'admin',
  'GET /api/v2/admin/cases/:id': 'admin',
  'PATCH /api/v2/admin/cases/:id': 'admin',
  'POST /api/v2/admin/cases/:id/notes': 'admin',
  'POST /api/v2/admin/cases/:id/reply': 'admin',
  'GET /api/v2/admin/cases/:id/attachments/:attachmentId': 'admin',
  'POST /api/node/v1/admin/outbox/:id/resend': 'admin',

  // Back office: promo and PIN codes, leads, RGPD requests
  'GET /api/v2/admin/promo-codes': 'admin',
  'POST /api/v2/admin/promo-codes': 'admin',
  'PUT /api/v2/admin/promo-codes/:code': 'admin',
  'POST /api/v2/admin/promo-codes/:code/deactivate': 'admin',
  'GET /api/v2/admin/pin-codes': 'admin',
  'POST /api/v2/admin/pin-codes': 'admin',
  'GET /api/v2/admin/leads': 'admin',
  'GET /api/v2/admin/leads/:id/export': 'admin',
  'POST /api/v2/admin/leads/:id/erase': 'admin',
  'POST /api/node/v1/rgpd/requests': 'public',
  'POST /api/node/v1/rgpd/requests/verify': 'public',
  'GET /api/v2/admin/data-requests': 'admin',
  'POST /api/v2/admin/data-requests/:id/handle': 'admin',
};

export const routeKey = (method: string, url: string): string => `${method.toUpperCase()} ${url}`;

export const SECURITY_SCHEMES = {
  webSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'voltaire_session',
    description: 'Session web du client',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'voltaire_partner_session',
    description: 'Session d’un agent ou d’un partenaire (POST /api/v2/auth/login)',
  },
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'voltaire_admin_session',
    description: 'Session d’un administrateur (POST /api/v2/auth/login)',
  },
  internalKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Internal-Key',
    description: 'Clé des services internes de Voltaire',
  },
  apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Clé d’API d’un partenaire' },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
type SecurityRequirement = Partial<Record<SchemeName, string[]>>;

/** OpenAPI security requirements; `{}` means "also without credentials". */
export const SECURITY_BY_ACCESS: Record<AccessClass, SecurityRequirement[]> = {
  public: [],
  session: [{ webSession: [] }, {}],
  customer: [{ webSession: [] }],
  contractHolder: [{ webSession: [] }],
  staff: [{ staffSession: [] }, { adminSession: [] }],
  agent: [{ staffSession: [] }],
  telesales: [{ staffSession: [] }],
  doorToDoor: [{ staffSession: [] }],
  dealership: [{ staffSession: [] }],
  agentOrAdmin: [{ staffSession: [] }, { adminSession: [] }],
  partnerAdmin: [{ staffSession: [] }, { adminSession: [] }],
  agentOrAdminOrInternal: [{ staffSession: [] }, { adminSession: [] }, { internalKey: [] }],
  admin: [{ adminSession: [] }],
  adminOrInternal: [{ adminSession: [] }, { internalKey: [] }],
  internal: [{ internalKey: [] }],
  apiKey: [{ apiKey: [] }],
};
