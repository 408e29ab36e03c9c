import { createHttpClient } from '../../../app/http-client';
import { adminLoader } from '../admin-loader';
import { createBackOfficeApi } from './back-office-api';

const api = () => createBackOfficeApi(createHttpClient());

export const promoCodesLoader = adminLoader(async () => {
  const [promos, pins] = await Promise.all([api().promos(), api().pins()]);
  return { promos, pins };
});

export const outboxLoader = adminLoader(async (_unused, { request }) => {
  const search = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  const to = search.get('to')?.trim();
  if (to) query.set('to', to);
  return { ...(await api().outbox(query)), to: to ?? '' };
});

export const leadsLoader = adminLoader(async (_unused, { request }) => {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  return { ...(await api().leads(q)), q };
});

export const dataRequestsLoader = adminLoader(async () => ({ requests: await api().dataRequests() }));
