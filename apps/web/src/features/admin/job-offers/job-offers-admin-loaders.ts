import type { JobOffer } from '@voltaire/domain';
import { data } from 'react-router';
import { createHttpClient } from '../../../app/http-client';
import { adminLoader } from '../admin-loader';
import { createJobOffersAdminApi } from './job-offers-admin-api';

export const jobOffersAdminLoader = adminLoader(
  async (): Promise<{ offers: JobOffer[] }> => ({
    offers: await createJobOffersAdminApi(createHttpClient()).list(),
  }),
);

export const jobOfferEditorLoader = adminLoader(
  async (_api, { params }): Promise<{ offer: JobOffer | undefined }> => {
    if (!params.id) return { offer: undefined };
    const offer = (await createJobOffersAdminApi(createHttpClient()).list()).find(
      ({ id }) => id === params.id,
    );
    if (!offer) throw data(null, { status: 404 });
    return { offer };
  },
);
