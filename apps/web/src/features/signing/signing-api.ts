import type { OrderStatus, SigningChannel, SigningState } from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../app/http-client';

/** Where the one-time signing code can be sent. */
export type CodeChannel = SigningChannel;
export type { SigningState };

/** `GET /api/v2/converted/:id` and `complete`: the thank-you page's content. */
export interface Confirmation {
  orderId: string;
  reference: string;
  status: 'completed';
  offerName: string;
  /** YYYY-MM-DD */
  startDate: string;
  emailMasked: string;
  nextSteps: string[];
  withdrawal: { deadline: string; explanation: string };
  documentUrl: string;
}

/** `GET /api/node/v1/subscription/withdrawal/:token`. */
export interface Withdrawal {
  reference: string;
  offerName: string;
  /** YYYY-MM-DD */
  deadline: string;
  withdrawable: boolean;
  status: OrderStatus;
}

export interface WithdrawalDone {
  reference: string;
  status: 'cancelled';
  withdrawnAt: string;
}

const segment = encodeURIComponent;

export const SIGNING_PATHS = {
  state: (orderId: string) => `/api/node/v1/signing/${segment(orderId)}`,
  shown: (orderId: string) => `/api/node/v1/signing/${segment(orderId)}/shown`,
  sendCode: (orderId: string) => `/api/node/v1/signing/${segment(orderId)}/send-code`,
  sign: (orderId: string) => `/api/node/v1/signing/${segment(orderId)}/sign`,
  complete: '/api/node/v1/subscription/complete',
  completeOfferChange: '/api/node/v1/changement-offre/complete',
  confirmation: (orderId: string) => `/api/v2/converted/${segment(orderId)}`,
  withdrawal: (token: string) => `/api/node/v1/subscription/withdrawal/${segment(token)}`,
  openLink: '/api/node/v1/signing/links/open',
} as const;

/** Idempotent calls are retried a little, quickly: the customer is waiting in front of the page. */
const QUICK_RETRY = { attempts: 3, delayMs: 1_500 } as const;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createSigningApi(http: HttpClient) {
  return {
    async state(orderId: string, signal?: AbortSignal): Promise<SigningState> {
      const body = await http.get<ApiEnvelope<SigningState>>(SIGNING_PATHS.state(orderId), {
        retry: QUICK_RETRY,
        ...withSignal(signal),
      });
      return body.data;
    },

    /** Records « document shown » in the evidence file: reading the state changes nothing on the server. */
    async shown(orderId: string): Promise<SigningState> {
      const body = await http.post<ApiEnvelope<SigningState>>(SIGNING_PATHS.shown(orderId));
      return body.data;
    },

    /** Sent once: a second code is the customer's decision (and subject to the cool-down). */
    async sendCode(orderId: string, channel: CodeChannel): Promise<SigningState> {
      const body = await http.post<ApiEnvelope<SigningState>>(SIGNING_PATHS.sendCode(orderId), { channel });
      return body.data;
    },

    async sign(orderId: string, code: string, idempotencyKey: string): Promise<SigningState> {
      const body = await http.post<ApiEnvelope<SigningState>>(
        SIGNING_PATHS.sign(orderId),
        { code },
        { idempotencyKey, retry: QUICK_RETRY },
      );
      return body.data;
    },

    /** An offer change completes at its own address (SPEC §7), anything else at the subscription's. */
    async complete(
      orderId: string,
      idempotencyKey: string,
      kind: SigningState['kind'] = 'subscription',
    ): Promise<unknown> {
      const body = await http.post<ApiEnvelope<unknown>>(
        kind === 'offerChange' ? SIGNING_PATHS.completeOfferChange : SIGNING_PATHS.complete,
        { orderId },
        { idempotencyKey, retry: QUICK_RETRY },
      );
      return body.data;
    },

    async confirmation(orderId: string, signal?: AbortSignal): Promise<Confirmation> {
      const body = await http.get<ApiEnvelope<Confirmation>>(SIGNING_PATHS.confirmation(orderId), {
        retry: QUICK_RETRY,
        ...withSignal(signal),
      });
      return body.data;
    },

    /** Opens the signing link of an agent's sale: this browser may then read and sign the order. */
    async openLink(token: string): Promise<{ orderId: string }> {
      const body = await http.post<ApiEnvelope<{ orderId: string }>>(SIGNING_PATHS.openLink, { token });
      return body.data;
    },

    async withdrawal(token: string, signal?: AbortSignal): Promise<Withdrawal> {
      const body = await http.get<ApiEnvelope<Withdrawal>>(SIGNING_PATHS.withdrawal(token), {
        retry: QUICK_RETRY,
        ...withSignal(signal),
      });
      return body.data;
    },

    async withdraw(token: string): Promise<WithdrawalDone> {
      const body = await http.post<ApiEnvelope<WithdrawalDone>>(SIGNING_PATHS.withdrawal(token), {
        confirm: true,
      });
      return body.data;
    },
  };
}

export type SigningApi = ReturnType<typeof createSigningApi>;

/** The signed contract as a download (`Content-Disposition: attachment`). */
export function downloadUrl(documentUrl: string): string {
  return `${documentUrl}${documentUrl.includes('?') ? '&' : '?'}download=1`;
}
