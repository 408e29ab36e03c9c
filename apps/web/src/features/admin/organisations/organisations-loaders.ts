import type { AccessRefusal, Organisation } from '@voltaire/domain';
import { data } from 'react-router';
import { createHttpClient } from '../../../app/http-client';
import { adminLoader } from '../admin-loader';
import { createOrganisationsApi, type OrganisationList } from './organisations-api';

export interface OrganisationsData extends OrganisationList {
  refusals: AccessRefusal[];
}

export const organisationsLoader = adminLoader(async (): Promise<OrganisationsData> => {
  const api = createOrganisationsApi(createHttpClient());
  const [list, refusals] = await Promise.all([api.list(), api.refusals()]);
  return { ...list, refusals };
});

export interface OrganisationEditorData {
  organisation: Organisation;
  clientAddress: string;
  isOwn: boolean;
}

export const organisationEditorLoader = adminLoader(
  async (_, { params }): Promise<OrganisationEditorData> => {
    const list = await createOrganisationsApi(createHttpClient()).list();
    const organisation = list.organisations.find((candidate) => candidate.id === params.id);
    if (!organisation) throw data(null, { status: 404 });
    return {
      organisation,
      clientAddress: list.clientAddress,
      isOwn: organisation.id === list.ownOrganisationId,
    };
  },
);
