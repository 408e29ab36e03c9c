import type {
  AuditEntry,
  OwnProfileUpdate,
  PartnerProfile,
  PasswordLinkView,
  PersonInvite,
  PersonUpdate,
  SalesQuery,
  SalesReport,
  UserManageResult,
} from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../app/http-client';

export const PROFILE_PATH = '/api/node/v1/so-partner';
export const USER_MANAGE_PATH = '/api/node/v1/so-partner/user-manage';
export const SALES_PATH = '/api/node/v1/so-partner/sales';
export const AUDIT_PATH = '/api/node/v1/so-partner/audit';
export const OWN_PROFILE_PATH = '/api/v3/user';
export const PASSWORD_LINK_PATH = '/api/node/v1/account/password-link';
export const SET_PASSWORD_API_PATH = '/api/node/v1/account/set-password';

const data = async <T>(promise: Promise<ApiEnvelope<T>>): Promise<T> => (await promise).data;

/** The query string of a sales filter, without the empty ones. */
export function salesSearch(query: Partial<SalesQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The partner area's calls (SPEC §7 `so-partner`, `user-manage`, `user`). */
export function createPartnerApi(http: HttpClient, signal?: AbortSignal) {
  const options = signal ? { signal } : {};
  const manage = (body: object) => data(http.post<ApiEnvelope<UserManageResult>>(USER_MANAGE_PATH, body));
  return {
    profile: () => data(http.get<ApiEnvelope<PartnerProfile>>(PROFILE_PATH, options)),
    people: () => manage({ action: 'list' }),
    invite: (body: PersonInvite) => manage({ action: 'create', ...body }),
    update: (userId: string, changes: PersonUpdate) => manage({ action: 'update', userId, ...changes }),
    setDisabled: (userId: string, disabled: boolean) =>
      manage({ action: disabled ? 'disable' : 'enable', userId }),
    sendReset: (userId: string) => manage({ action: 'resetPassword', userId }),
    sales: (query: Partial<SalesQuery>) =>
      data(http.get<ApiEnvelope<SalesReport>>(`${SALES_PATH}${salesSearch(query)}`, options)),
    audit: () => data(http.get<ApiEnvelope<AuditEntry[]>>(`${AUDIT_PATH}?limit=200`, options)),
    updateOwnProfile: (body: OwnProfileUpdate) =>
      data(http.put<ApiEnvelope<unknown>>(OWN_PROFILE_PATH, body)),
    passwordLink: (token: string) =>
      data(http.post<ApiEnvelope<PasswordLinkView>>(PASSWORD_LINK_PATH, { token })),
    setPassword: (token: string, password: string) =>
      data(http.post<ApiEnvelope<{ email: string }>>(SET_PASSWORD_API_PATH, { token, password })),
  };
}

export type PartnerApi = ReturnType<typeof createPartnerApi>;
