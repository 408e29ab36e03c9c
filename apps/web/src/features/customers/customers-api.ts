import type {
  ContractLinkPurpose,
  MoveOutAppointment,
  MovingConfirmation,
  OfferChangeConfirmation,
  OfferChangeRecap,
  OrderDocumentView,
  OrderView,
  PricingOption,
} from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../app/http-client';
import type { Meetings } from '../subscription/subscription-api';

export type CodeChannel = 'sms' | 'email';

/** `crypted-data/changement-offre`: the contract a link opens, before its code. */
export interface ContractLinkView {
  purpose: ContractLinkPurpose;
  contractId: string;
  reference: string;
  energy: 'electricity' | 'gas';
  address: string;
  offerName: string;
  expiresAt: string;
  verified: boolean;
  destinations: { channel: CodeChannel; masked: string }[];
  code: { channel: CodeChannel; sentTo: string; expiresAt: string; resendAvailableAt: string } | null;
}

const QUICK_RETRY = { attempts: 3, delayMs: 1_500 } as const;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The calls of the existing customers' pages: the link, its code, the offer change and the move. */
export function createCustomersApi(http: HttpClient) {
  const post = async <T>(path: string, body: unknown, idempotencyKey?: string) =>
    (
      await http.post<ApiEnvelope<T>>(
        path,
        body,
        idempotencyKey ? { idempotencyKey, retry: QUICK_RETRY } : {},
      )
    ).data;
  const get = async <T>(path: string, signal?: AbortSignal) =>
    (await http.get<ApiEnvelope<T>>(path, { retry: QUICK_RETRY, ...withSignal(signal) })).data;

  return {
    requestLink: (purpose: ContractLinkPurpose, contact: string) =>
      post<{ message: string }>('/api/node/v1/customers/link-request', { purpose, contact }),
    openLink: (data: string) =>
      post<ContractLinkView>('/api/node/v1/crypted-data/changement-offre', { data }),
    sendCode: (data: string, channel: CodeChannel) =>
      post<{ sentTo: string; expiresAt: string }>('/api/node/v1/crypted-data/changement-offre/send-code', {
        data,
        channel,
      }),
    verifyCode: (data: string, code: string) =>
      post<{ contractId: string }>('/api/node/v1/crypted-data/changement-offre/verify-code', { data, code }),

    recap: (contractId: string, power: { kva?: number; option?: PricingOption }, signal?: AbortSignal) => {
      const query = new URLSearchParams({ contractId });
      if (power.kva !== undefined) query.set('kva', String(power.kva));
      if (power.option) query.set('option', power.option);
      return get<OfferChangeRecap>(`/api/node/v1/changement-offre/get-recap?${query}`, signal);
    },
    saveOffer: (contractId: string, data: { offerId: string; kva?: number; option?: PricingOption }) =>
      post<OrderView>('/api/node/v1/changement-offre/save-point', { contractId, step: 'offer', data }),
    saveSummary: (
      contractId: string,
      data: { termsAccepted: true; meterDataConsent: true; expressStartRequested?: boolean },
    ) => post<OrderView>('/api/node/v1/changement-offre/save-point', { contractId, step: 'summary', data }),
    handOver: (contractId: string, slot: string, topic?: string) =>
      post<{ id: string; message: string }>('/api/node/v1/changement-offre/crc-hand-over', {
        contractId,
        slot,
        ...(topic ? { topic } : {}),
      }),
    signUrl: (orderId: string) =>
      post<{ url: string; orderId: string }>('/api/node/v1/changement-offre/get-sign-url', { orderId }),
    offerChangeThanks: (orderId: string, signal?: AbortSignal) =>
      get<OfferChangeConfirmation>(
        `/api/node/v1/changement-offre/remerciement?orderId=${encodeURIComponent(orderId)}`,
        signal,
      ),

    /** Whether the old home's meter needs a technician at the move-out, and the free half-days before it. */
    moveOutSlots: (contractId: string, moveOutDate: string, signal?: AbortSignal) =>
      get<Meetings>(
        `/api/node/v1/demenagement/creneaux-depart?${new URLSearchParams({ contractId, moveOutDate })}`,
        signal,
      ),
    startMove: (
      contractId: string,
      departure:
        | {
            path: 'bothEnds';
            moveOutDate: string;
            finalReading?: { kwh: number };
            appointment?: MoveOutAppointment;
          }
        | { path: 'newHomeOnly' },
    ) =>
      departure.path === 'newHomeOnly'
        ? post<OrderView>('/api/node/v1/demenagement/nouveau-logement-only', { contractId })
        : post<OrderView>('/api/node/v1/demenagement/depart', { contractId, ...departure }),
    /** The photo of the final meter reading, joined to the move (the server reads its real content). */
    uploadMeterPhoto: async (orderId: string, file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (
        await http.post<ApiEnvelope<OrderDocumentView>>(
          `/api/node/v1/demenagement/${encodeURIComponent(orderId)}/releve-photo`,
          form,
        )
      ).data;
    },
    decideSupplyStart: (orderId: string) => post<OrderView>('/api/v2/command/init-immo', { orderId }),
    movingThanks: (orderId: string, signal?: AbortSignal) =>
      get<MovingConfirmation>(
        `/api/node/v1/demenagement/remerciement?orderId=${encodeURIComponent(orderId)}`,
        signal,
      ),
  };
}

export type CustomersApi = ReturnType<typeof createCustomersApi>;

/** The pages of the existing customers' journeys. */
export const CUSTOMER_PATHS = {
  offerChange: (contractId: string) => `/changement-offre/contrat/${encodeURIComponent(contractId)}`,
  offerChangeSummary: (contractId: string) =>
    `/changement-offre/contrat/${encodeURIComponent(contractId)}/recapitulatif`,
  offerChangeThanks: (orderId: string) => `/changement-offre/${encodeURIComponent(orderId)}/remerciement`,
  moving: (contractId: string) => `/demenagement/contrat/${encodeURIComponent(contractId)}`,
  movingThanks: (orderId: string) => `/demenagement/${encodeURIComponent(orderId)}/remerciement`,
} as const;
