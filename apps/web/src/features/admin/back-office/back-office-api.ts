import type { DataRequestView, PromoCode } from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../../app/http-client';

export type PromoView = PromoCode & { uses: number; active: boolean };
export interface PinView {
  code: string;
  campaign: string;
  label: string;
  validFrom: string;
  validTo: string;
  active: boolean;
}
export interface PinList {
  pins: PinView[];
  campaigns: { campaign: string; pins: number; activePins: number }[];
}
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  purpose: string;
  to: string;
  subject: string | null;
  text: string;
  status: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}
export interface LeadLine {
  id: string;
  channel: string;
  status: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  marketingOptIn: boolean;
  lastContactAt: string;
  anonymisedAt: string | null;
}

export const leadExportUrl = (id: string) => `/api/v2/admin/leads/${encodeURIComponent(id)}/export`;

/** The back office's calls: promo and PIN codes, outbox, leads, RGPD requests. */
export function createBackOfficeApi(http: HttpClient) {
  const data = async <T>(promise: Promise<ApiEnvelope<T>>) => (await promise).data;
  return {
    promos: () => data(http.get<ApiEnvelope<PromoView[]>>('/api/v2/admin/promo-codes')),
    createPromo: (promo: unknown) =>
      data(http.post<ApiEnvelope<PromoView>>('/api/v2/admin/promo-codes', promo)),
    deactivatePromo: (code: string) =>
      data(
        http.post<ApiEnvelope<PromoView>>(
          `/api/v2/admin/promo-codes/${encodeURIComponent(code)}/deactivate`,
          {},
        ),
      ),
    pins: () => data(http.get<ApiEnvelope<PinList>>('/api/v2/admin/pin-codes')),
    savePin: (pin: unknown) => data(http.post<ApiEnvelope<PinView>>('/api/v2/admin/pin-codes', pin)),
    outbox: (query: URLSearchParams) =>
      data(http.get<ApiEnvelope<{ messages: OutboxMessage[] }>>(`/api/node/v1/admin/outbox?${query}`)),
    resend: (id: string) =>
      data(
        http.post<ApiEnvelope<{ id: string }>>(
          `/api/node/v1/admin/outbox/${encodeURIComponent(id)}/resend`,
          {},
        ),
      ),
    leads: (q: string) =>
      data(http.get<ApiEnvelope<{ leads: LeadLine[] }>>(`/api/v2/admin/leads?q=${encodeURIComponent(q)}`)),
    eraseLead: (id: string) =>
      data(http.post<ApiEnvelope<unknown>>(`/api/v2/admin/leads/${encodeURIComponent(id)}/erase`, {})),
    dataRequests: () => data(http.get<ApiEnvelope<DataRequestView[]>>('/api/v2/admin/data-requests')),
    handleDataRequest: (id: string, decision: { accept: boolean; reason?: string }) =>
      data(
        http.post<ApiEnvelope<DataRequestView>>(
          `/api/v2/admin/data-requests/${encodeURIComponent(id)}/handle`,
          decision,
        ),
      ),
  };
}
