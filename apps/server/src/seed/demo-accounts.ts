/** One demo account per role of SPEC §2/§6, printed at start-up. Demo only: never seeded when SEED_DEMO_DATA=false. */
export const DEMO_PASSWORD = 'Voltaire-demo-2026';

export const DEMO_ACCOUNTS = [
  { label: 'Télévente', email: 'tlv@voltaire.demo', role: 'telesales', displayName: 'Agent Télévente' },
  {
    label: 'Comparateur',
    email: 'comparateur@voltaire.demo',
    role: 'comparison',
    displayName: 'Agent Comparateur',
  },
  {
    label: 'Vente à domicile',
    email: 'vad@voltaire.demo',
    role: 'doorToDoor',
    displayName: 'Vendeur à domicile',
  },
  {
    label: 'Concession',
    email: 'concession@voltaire.demo',
    role: 'dealership',
    displayName: 'Concession Automobile',
  },
  {
    label: 'Canal spécial',
    email: 'canal-special@voltaire.demo',
    role: 'default',
    displayName: 'Canal spécial',
    specialChannel: true,
  },
  {
    label: 'Administrateur partenaire',
    email: 'partenaire@voltaire.demo',
    role: 'default',
    displayName: 'Administratrice Porte-à-Porte Conseil',
    orgRole: 'partnerAdmin',
  },
  {
    label: 'Administrateur',
    email: 'admin@voltaire.demo',
    role: 'default',
    displayName: 'Administrateur',
    isAdmin: true,
  },
] as const;
