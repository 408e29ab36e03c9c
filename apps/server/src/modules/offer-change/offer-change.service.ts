import {
  type CALLBACK_SLOTS,
  type ContractChange,
  createSummarySchema,
  type DeliveryPoint,
  deliveryPointOf,
  formatFrenchDate,
  isCommunicatingMeter,
  isLiveContract,
  needsExpressStartRequest,
  type OfferChangeConfirmation,
  type OfferChangeRecap,
  type OfferChangeSavePoint,
  type OrderJourney,
  type OrderView,
  offerChangeEffectiveDate,
  PRICING_OPTION_LABELS,
  pendingChangeMessage,
  subscribedPowersFor,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import { BusinessError } from '../../http/envelope.js';
import type { ContractAccess } from '../customers/contract-access.service.js';
import type { ContractsService } from '../customers/contracts.service.js';
import type { ContractRow, CustomerRow } from '../customers/customers.repository.js';
import type { ContractChangeOrders } from '../orders/contract-change-orders.js';
import type { OrderOwner } from '../orders/order-view.js';
import { chosenPowerOf, consumptionOf, type OfferChangePricing } from './offer-change-pricing.js';

export interface OfferChangeServiceDeps {
  clock: Clock;
  access: ContractAccess;
  contracts: ContractsService;
  pricing: OfferChangePricing;
  changeOrders: ContractChangeOrders;
  /** The grid operator's view of the point: its meter decides the effective date. */
  pointOf: (energy: 'electricity' | 'gas', id: string) => Promise<DeliveryPoint | undefined>;
  /** The orders engine's submission (every rule again) and the signing page's address. */
  submit: (orderId: string, ownerKey: string) => Promise<OrderView>;
  signUrl: (orderId: string, ownerKey: string) => Promise<{ url: string }>;
  /** The telesales call-back queue. */
  requestCallback: (request: {
    firstName: string;
    lastName: string;
    phone: string;
    slot: (typeof CALLBACK_SLOTS)[number];
    topic: string;
    consent: true;
  }) => Promise<{ id: string }>;
  /** The completion's thank-you facts (withdrawal deadline, masked e-mail, signed document). */
  confirmationOf: (
    orderId: string,
    ownerKey: string,
  ) => Promise<{
    emailMasked: string;
    documentUrl: string;
    withdrawal: { deadline: string; explanation: string };
  }>;
}

const powerText = (kva: number | null, option: 'BASE' | 'HPHC' | null) =>
  kva === null ? '' : `${kva} kVA, option ${PRICING_OPTION_LABELS[option ?? 'BASE']}`;

export const holderOf = (customer: CustomerRow): NonNullable<OrderJourney['holder']> => ({
  civility: customer.civility,
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  phone: customer.phone,
  birthDate: customer.birthDate,
  billingAddressSameAsSupply: true,
  marketingOptIn: false,
});

export const previousOf = (contract: ContractRow, address: string): ContractChange['previous'] => ({
  offerId: contract.offerId,
  offerName: contract.offerName,
  kva: contract.kva,
  option: contract.option,
  deliveryPointId: contract.deliveryPointId ?? '',
  address,
  energy: contract.energy,
  citycode: contract.housing.address.inseeCode,
});

/**
 * The offer change (changement-offre): from a contract its holder reached with the link and the code, the
 * eligible offers priced for their consumption, a draft order of kind `offerChange` saved step by step, signed
 * through the signing module as an amendment, effective on the date DECISIONS §1b allows.
 */
export function createOfferChangeService(deps: OfferChangeServiceDeps) {
  const { clock, access, contracts, pricing, changeOrders, pointOf } = deps;
  const today = () => toIsoDateInTimeZone(clock.now());

  const live = (contract: ContractRow) => {
    if (!isLiveContract(contract.status) || (contract.endDate !== null && contract.endDate < today())) {
      throw new BusinessError('CONTRACT_CLOSED', 'Ce contrat est terminé : son offre ne peut plus changer.');
    }
  };

  const factsOf = async (contract: ContractRow) => {
    const point = contract.deliveryPointId
      ? await pointOf(contract.energy, contract.deliveryPointId)
      : undefined;
    return {
      consumption: consumptionOf(contract, point),
      effectiveDate: offerChangeEffectiveDate(today(), {
        communicatingMeter: point ? isCommunicatingMeter(point.meterKind) : false,
      }),
    };
  };

  /** The pending change, unless it is this caller's own offer change (which they carry on with). */
  const blockingChange = async (contract: ContractRow, ownerKey: string) => {
    const pending = await contracts.pendingChange(contract.id);
    if (!pending) return { pending: null, own: null };
    if (pending.kind === 'offerChange' && pending.resumable) {
      return { pending, own: await changeOrders.takeOver(pending.orderId, ownerKey, 'offerChange') };
    }
    return { pending, own: null };
  };

  const refuseWhilePending = (pending: NonNullable<Awaited<ReturnType<typeof blockingChange>>['pending']>) =>
    new BusinessError('CHANGE_IN_PROGRESS', pendingChangeMessage(pending));

  return {
    /** get-recap: the contract, its consumption and cost, every eligible offer priced side by side. */
    async recap(
      owner: OrderOwner,
      contractId: string,
      asked: { kva?: number | undefined; option?: 'BASE' | 'HPHC' | undefined },
    ): Promise<OfferChangeRecap> {
      const { contract, customer } = await access.granted(owner.key, contractId);
      live(contract);
      const { consumption, effectiveDate } = await factsOf(contract);
      const own = await blockingChange(contract, owner.key);
      const saved = own.own?.journey.situation;
      const chosen = chosenPowerOf(contract, {
        kva: asked.kva ?? saved?.kva,
        option: asked.option ?? saved?.option,
      });
      const compared = await pricing.compare(contract, consumption, chosen, today());
      return {
        contract: contracts.contractView(contract, customer),
        consumption,
        current: {
          annualTotalCents: compared.current.annualTotalCents,
          monthlyCents: compared.current.recommendedMonthlyPaymentCents,
          differenceVsRegulatedCents: compared.current.differenceVsRegulatedCents,
          lines: compared.current.lines,
        },
        chosen: { kva: chosen.kva, option: chosen.option },
        allowedPowers: { BASE: [...subscribedPowersFor('BASE')], HPHC: [...subscribedPowersFor('HPHC')] },
        notices: [...chosen.notices, ...compared.notices],
        offers: compared.offers,
        effectiveDate: own.own?.journey.contractChange?.effectiveDate ?? effectiveDate,
        pending: own.pending,
        draft:
          own.own && saved && own.own.status !== 'cancelled'
            ? {
                orderId: own.own.id,
                reference: own.own.reference,
                offerId: saved.offerId,
                kva: saved.kva ?? null,
                option: saved.option ?? null,
                summaryDone: own.own.journey.summary !== undefined,
                status: own.own.status,
              }
            : null,
      };
    },

    /** A save-point: the offer (with power and option), then the summary; the draft is created at the first. */
    async savePoint(owner: OrderOwner, body: OfferChangeSavePoint): Promise<OrderView> {
      const { contract, customer } = await access.granted(owner.key, body.contractId);
      live(contract);
      const own = await blockingChange(contract, owner.key);
      if (own.pending && !own.own) throw refuseWhilePending(own.pending);
      if (body.step === 'summary') {
        if (!own.own) {
          throw new BusinessError('JOURNEY_INCOMPLETE', 'Choisissez d’abord votre nouvelle offre.');
        }
        const effectiveDate = own.own.journey.contractChange?.effectiveDate ?? today();
        const parsed = createSummarySchema({
          startsWithinWithdrawalPeriod: needsExpressStartRequest(effectiveDate, today()),
        }).safeParse(body.data);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new BusinessError('VALIDATION_ERROR', issue?.message ?? 'Données invalides', [
            {
              code: 'VALIDATION_ERROR',
              message: issue?.message ?? 'Données invalides',
              field: `data.${issue?.path.join('.') ?? ''}`,
            },
          ]);
        }
        return changeOrders.update(own.own.id, owner.key, 'offerChange', (journey) => ({
          ...journey,
          summary: parsed.data,
        }));
      }
      const { consumption, effectiveDate } = await factsOf(contract);
      const chosen = chosenPowerOf(contract, body.data);
      const compared = await pricing.compare(contract, consumption, chosen, today());
      const row = compared.offers.find((offer) => offer.offerId === body.data.offerId);
      if (!row) {
        const message = `L’offre « ${body.data.offerId} » n’est pas proposée pour votre contrat.`;
        throw new BusinessError('NOT_ELIGIBLE', message, [
          { code: 'NOT_ELIGIBLE', message, field: 'offerId' },
        ]);
      }
      if (row.isCurrent) {
        const message = 'C’est déjà votre offre actuelle, avec la même puissance : rien ne changerait.';
        throw new BusinessError('NO_CHANGE', message, [{ code: 'NO_CHANGE', message, field: 'offerId' }]);
      }
      const body_ = pricing.bodyFor(contract, row.offerId, consumption, chosen, today());
      const situation: NonNullable<OrderJourney['situation']> = {
        kind: 'switching',
        energy: contract.energy,
        offerId: row.offerId,
        ...(chosen.kva !== null ? { kva: chosen.kva } : {}),
        ...(chosen.option !== null ? { option: chosen.option } : {}),
        ...(body_.energy === 'electricity'
          ? { consumption: body_.consumption }
          : { annualKwh: consumption.annualKwh }),
        startDate: effectiveDate,
        express: false,
      };
      if (own.own) {
        return changeOrders.update(own.own.id, owner.key, 'offerChange', (journey) => ({
          ...journey,
          situation,
          contractChange: journey.contractChange && { ...journey.contractChange, effectiveDate },
          summary: undefined,
        }));
      }
      const view = contracts.contractView(contract, customer);
      const journey: OrderJourney = {
        housing: contract.housing,
        deliveryPoint: {
          mode: 'confirmed',
          point: deliveryPointOf(contract.energy, contract.deliveryPointId ?? ''),
          confirmedMine: true,
        },
        situation,
        holder: holderOf(customer),
        payment: contract.payment,
        contractChange: {
          contractId: contract.id,
          contractReference: contract.reference,
          previous: previousOf(contract, view.address),
          effectiveDate,
        },
      };
      try {
        return await changeOrders.start(
          owner,
          { kind: 'offerChange', journey, offerId: row.offerId },
          (tx, order) =>
            contracts.beginChange(tx, {
              contractId: contract.id,
              orderId: order.id,
              kind: 'offerChange',
              reference: order.reference,
            }),
        );
      } catch (error) {
        const pending = await contracts.pendingChange(contract.id);
        if (pending) throw refuseWhilePending(pending);
        throw error;
      }
    },

    /** The customer asks to be called about the change: a request in the telesales queue, with their consent. */
    async handOver(
      owner: OrderOwner,
      body: { contractId: string; slot: (typeof CALLBACK_SLOTS)[number]; topic?: string | undefined },
    ) {
      const { contract, customer } = await access.granted(owner.key, body.contractId);
      const { id } = await deps.requestCallback({
        firstName: customer.firstName,
        lastName: customer.lastName,
        phone: customer.phone,
        slot: body.slot,
        topic: `Changement d’offre — contrat ${contract.reference} (${contract.offerName})${body.topic ? ` : ${body.topic}` : ''}`,
        consent: true,
      });
      return {
        id,
        message:
          'C’est noté : un conseiller vous rappellera sur le créneau choisi, au numéro de votre contrat.',
      };
    },

    /** The draft goes to signing (every rule again at push), then the signing page's address. */
    async signUrl(owner: OrderOwner, orderId: string): Promise<{ url: string; orderId: string }> {
      const order = await changeOrders.owned(orderId, owner.key, 'offerChange');
      if (order.status === 'draft') await deps.submit(orderId, owner.key);
      return { ...(await deps.signUrl(orderId, owner.key)), orderId };
    },

    /** The thank-you page: what changes (offer, power, option) and from when, with the withdrawal right. */
    async confirmation(owner: OrderOwner, orderId: string): Promise<OfferChangeConfirmation> {
      const order = await changeOrders.owned(orderId, owner.key, 'offerChange');
      const completed = await deps.confirmationOf(orderId, owner.key);
      const recorded = await contracts.ofOrder(orderId);
      const previous = order.journey.contractChange?.previous;
      if (!recorded || !previous) {
        throw new BusinessError('ORDER_NOT_COMPLETED', 'Ce changement d’offre n’est pas encore finalisé.');
      }
      const after = recorded.contract;
      const when = formatFrenchDate(after.startDate);
      const changes = [
        previous.offerId !== after.offerId
          ? `Votre offre passe de « ${previous.offerName} » à « ${after.offerName} » le ${when}.`
          : `Votre offre reste « ${after.offerName} ».`,
        ...(after.kva !== previous.kva || after.option !== previous.option
          ? [
              `Votre abonnement passe de ${powerText(previous.kva, previous.option)} à ${powerText(after.kva, after.option)} le ${when}.`,
            ]
          : []),
        `Votre contrat ${previous.address} continue sans interruption : même compteur, même mandat de prélèvement.`,
      ];
      return {
        orderId,
        reference: order.reference,
        before: { offerName: previous.offerName, kva: previous.kva, option: previous.option },
        after: { offerName: after.offerName, kva: after.kva, option: after.option },
        effectiveDate: after.startDate,
        changes,
        withdrawal: completed.withdrawal,
        emailMasked: completed.emailMasked,
        documentUrl: completed.documentUrl,
      };
    },
  };
}

export type OfferChangeService = ReturnType<typeof createOfferChangeService>;
