import { z } from 'zod';
import { IsoDateSchema } from '../calendar/iso-date.js';
import { PricingOptionSchema } from '../energy/subscribed-power.js';
import { EnergySchema } from '../pricing/offer.js';
import { fail, ok, type Result } from '../result.js';

/** A contract's life: it waits for its start date, supplies, then ends; or it is withdrawn within 14 days. */
export const CONTRACT_STATUSES = ['pendingStart', 'active', 'terminated', 'withdrawn'] as const;
export const ContractStatusSchema = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof ContractStatusSchema>;

export const CONTRACT_STATUS_LABELS = {
  pendingStart: 'En attente de démarrage',
  active: 'En cours',
  terminated: 'Résilié',
  withdrawn: 'Rétracté',
} as const satisfies Record<ContractStatus, string>;

export type ContractEvent = 'activate' | 'terminate' | 'withdraw';

const TRANSITIONS: Record<ContractEvent, { from: readonly ContractStatus[]; to: ContractStatus }> = {
  activate: { from: ['pendingStart'], to: 'active' },
  terminate: { from: ['pendingStart', 'active'], to: 'terminated' },
  withdraw: { from: ['pendingStart', 'active'], to: 'withdrawn' },
};

const REFUSALS: Record<ContractEvent, string> = {
  activate: 'Seul un contrat en attente de démarrage peut commencer.',
  terminate: 'Ce contrat est déjà terminé.',
  withdraw: 'Ce contrat est terminé : il ne peut plus faire l’objet d’une rétractation.',
};

/** The explicit state machine of a contract. */
export function transitionContract(
  status: ContractStatus,
  event: ContractEvent,
): Result<ContractStatus, 'FORBIDDEN_TRANSITION'> {
  const transition = TRANSITIONS[event];
  return transition.from.includes(status) ? ok(transition.to) : fail('FORBIDDEN_TRANSITION', REFUSALS[event]);
}

/**
 * The status a contract reaches by the calendar alone: it starts on its start date and ends the day after its
 * end date (the last day supplied). A withdrawn or terminated contract stays so.
 */
export function contractStatusOn(
  contract: { status: ContractStatus; startDate: string; endDate: string | null },
  today: string,
): ContractStatus {
  if (contract.status === 'withdrawn' || contract.status === 'terminated') return contract.status;
  if (contract.endDate !== null && contract.endDate < today) return 'terminated';
  if (contract.startDate <= today) return 'active';
  return contract.status;
}

/** A contract that still supplies or will: the only ones an offer change or a move can start from. */
export function isLiveContract(status: ContractStatus): boolean {
  return status === 'pendingStart' || status === 'active';
}

/** A contract as its holder sees it once they proved who they are (link + one-time code). */
export const ContractViewSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: ContractStatusSchema,
  energy: EnergySchema,
  deliveryPointId: z.string().nullable(),
  address: z.string().describe('Adresse du point de livraison, sur une ligne'),
  offerId: z.string(),
  offerName: z.string(),
  priceVersion: z.string().describe('Date de la grille de prix en vigueur à la signature (AAAA-MM-JJ)'),
  kva: z.number().int().nullable(),
  option: PricingOptionSchema.nullable(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema.nullable(),
  ibanMasked: z.string(),
  holderName: z.string(),
});
export type ContractView = z.infer<typeof ContractViewSchema>;
