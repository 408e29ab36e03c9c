import type { OrganisationIpRange, SalesChannel } from '@voltaire/domain';

/**
 * Ranges covering loopback and the private networks, so that the demo and the end-to-end tests (on 127.0.0.1)
 * work from any machine of a local network. A real partner gets its offices' public addresses instead.
 */
export const LOCAL_NETWORK_RANGES: readonly OrganisationIpRange[] = [
  { rangeStart: '127.0.0.0', rangeEnd: '127.255.255.255', label: 'Boucle locale IPv4' },
  { rangeStart: '::1', rangeEnd: '::1', label: 'Boucle locale IPv6' },
  { rangeStart: '10.0.0.0', rangeEnd: '10.255.255.255', label: 'Réseau privé 10/8' },
  { rangeStart: '172.16.0.0', rangeEnd: '172.31.255.255', label: 'Réseau privé 172.16/12' },
  { rangeStart: '192.168.0.0', rangeEnd: '192.168.255.255', label: 'Réseau privé 192.168/16' },
];

/**
 * The demo partners and which demo accounts belong to them; everyone else is in the internal organisation
 * (created by migration, see `INTERNAL_ORGANISATION_ID`). Demo only: never seeded when SEED_DEMO_DATA=false.
 */
export const DEMO_ORGANISATIONS: readonly {
  id: string;
  name: string;
  channels: SalesChannel[];
  members: string[];
}[] = [
  {
    id: '00000000-0000-4000-8000-000000000101',
    name: 'Porte-à-Porte Conseil',
    channels: ['doorToDoor'],
    // partenaire@ is its partner admin (people, sales, audit), vad@ its seller.
    members: ['vad@voltaire.demo', 'partenaire@voltaire.demo'],
  },
  {
    id: '00000000-0000-4000-8000-000000000102',
    name: 'Réseau Concessions Auto',
    channels: ['dealership'],
    members: ['concession@voltaire.demo'],
  },
  {
    id: '00000000-0000-4000-8000-000000000103',
    name: 'Partenaire Démo',
    channels: ['partner'],
    members: [],
  },
];
