import type { GatewayInput } from '@voltaire/domain';

const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

/** Two comparison sites of the demo: one sends its visitors to the offers, the other to a call-back. */
export const DEMO_GATEWAYS: readonly GatewayInput[] = [
  {
    id: 'lecomparateur-energie',
    label: 'LeComparateurÉnergie',
    utm: { source: 'lecomparateurenergie', medium: 'comparateur' },
    landingPath: '/offres?energie=electricite',
    routing: 'landing',
    callback: { enabled: true, path: '/contact', openingHours: weekdays('09:00', '19:00') },
    active: true,
  },
  {
    id: 'selectaprix',
    label: 'SelectaPrix',
    utm: { source: 'selectaprix' },
    landingPath: '/offres',
    routing: 'callback',
    callback: {
      enabled: true,
      path: '/contact',
      openingHours: [...weekdays('08:30', '20:00'), { day: 6, opens: '09:00', closes: '12:30' }],
    },
    active: true,
  },
];
