import { JOURNEY_STEPS, type JourneyStep, type OrderKind } from '@voltaire/domain';

export interface JourneyStepInfo {
  step: JourneyStep;
  /** 1 to 6. */
  number: number;
  /** The URL segment, in French. */
  slug: string;
  /** The step's heading and tab title. */
  title: string;
  /** Its short name in the stepper. */
  shortTitle: string;
}

const INFO: Record<JourneyStep, Omit<JourneyStepInfo, 'step' | 'number'>> = {
  housing: { slug: 'logement', title: 'Votre logement', shortTitle: 'Logement' },
  deliveryPoint: { slug: 'point-de-livraison', title: 'Votre compteur', shortTitle: 'Compteur' },
  situation: { slug: 'offre', title: 'Votre situation et votre offre', shortTitle: 'Offre' },
  holder: { slug: 'titulaire', title: 'Le titulaire du contrat', shortTitle: 'Titulaire' },
  payment: { slug: 'paiement', title: 'Votre moyen de paiement', shortTitle: 'Paiement' },
  summary: { slug: 'recapitulatif', title: 'Récapitulatif avant signature', shortTitle: 'Récapitulatif' },
};

export const STEPS: readonly JourneyStepInfo[] = JOURNEY_STEPS.map((step, index) => ({
  step,
  number: index + 1,
  ...INFO[step],
}));

export function stepInfo(step: JourneyStep): JourneyStepInfo {
  return STEPS[JOURNEY_STEPS.indexOf(step)] as JourneyStepInfo;
}

export function nextStep(step: JourneyStep): JourneyStep | null {
  return JOURNEY_STEPS[JOURNEY_STEPS.indexOf(step) + 1] ?? null;
}

export function stepFromSlug(slug: string): JourneyStep | undefined {
  return STEPS.find((info) => info.slug === slug)?.step;
}

/** The choices carried from the offers page (`?offre=elec-fixe&energie=electricite`) along the journey. */
export const CARRIED_PARAMS = ['offre', 'energie'] as const;

/** Where each kind of order goes through the journey's steps: a move's new home reuses them (issue 16). */
export const JOURNEY_BASES = {
  subscription: '/souscription',
  moving: '/demenagement',
  offerChange: '/souscription',
} as const satisfies Record<OrderKind, string>;

/** `/souscription/<id>/<slug>` (`/demenagement/…` for a move), keeping the carried choices of `search`. */
export function stepPath(
  orderId: string,
  step: JourneyStep,
  search = '',
  kind: OrderKind = 'subscription',
): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CARRIED_PARAMS) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.size > 0 ? `?${kept}` : '';
  return `${JOURNEY_BASES[kind]}/${encodeURIComponent(orderId)}/${stepInfo(step).slug}${query}`;
}

export const ENERGY_PARAM_VALUES = { electricite: 'electricity', gaz: 'gas' } as const;

/** The energy chosen on the offers page, if any. */
export function carriedEnergy(search: string): 'electricity' | 'gas' | undefined {
  const value = new URLSearchParams(search).get('energie');
  return value && value in ENERGY_PARAM_VALUES
    ? ENERGY_PARAM_VALUES[value as keyof typeof ENERGY_PARAM_VALUES]
    : undefined;
}

/** The offer chosen on the offers page, if any. */
/** The order of the other energy this subscription adds to (`?ajout=<id>`, from the thank-you page). */
export function carriedAddition(search: string): string | undefined {
  const value = new URLSearchParams(search).get('ajout')?.trim();
  return value && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;
}

export function carriedOffer(search: string): string | undefined {
  const value = new URLSearchParams(search).get('offre')?.trim();
  return value && /^[a-z0-9-]{1,64}$/.test(value) ? value : undefined;
}
