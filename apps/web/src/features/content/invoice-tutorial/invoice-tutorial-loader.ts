import type { InvoiceEnergy, InvoiceEnergyView, InvoiceType, InvoiceTypeView } from '@voltaire/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { displayPreferencesOf } from '../../../app/display-preferences';
import { type ApiEnvelope, createHttpClient, type HttpClient } from '../../../app/http-client';

export const ENERGIES_PATH = '/api/node/v1/tuto-factu/energies';
export const INVOICE_TYPES_PATH = '/api/node/v1/tuto-factu/facture-types';

/** The page's French addresses: `?energie=gaz&facture=regularisation`. */
export const ENERGY_SLUGS: Record<InvoiceEnergy, string> = { electricity: 'electricite', gas: 'gaz' };
export const TYPE_SLUGS: Record<InvoiceType, string> = {
  estimated: 'estimee',
  actual: 'releve-reel',
  annualRegularisation: 'regularisation',
  closing: 'resiliation',
};

const fromSlug = <K extends string>(slugs: Record<K, string>, slug: string | null, fallback: K): K =>
  (Object.entries(slugs) as [K, string][]).find(([, value]) => value === slug)?.[0] ?? fallback;

export interface InvoiceTutorialData {
  energies: InvoiceEnergyView[];
  energy: InvoiceEnergy;
  types: InvoiceTypeView[];
  type: InvoiceType;
}

export function tutorialHref(energy: InvoiceEnergy, type: InvoiceType): string {
  return `/comprendre-ma-facture?energie=${ENERGY_SLUGS[energy]}&facture=${TYPE_SLUGS[type]}`;
}

export function createInvoiceTutorialLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ request }: LoaderFunctionArgs): Promise<InvoiceTutorialData> => {
    const params = new URL(request.url).searchParams;
    // Without a choice in the address, the energy of « Mes préférences », else electricity.
    const energy = fromSlug(
      ENERGY_SLUGS,
      params.get('energie'),
      displayPreferencesOf(request).energy ?? 'electricity',
    );
    const type = fromSlug(TYPE_SLUGS, params.get('facture'), 'estimated');
    const client = http();
    const options = { signal: request.signal, retry: true };
    const [energies, types] = await Promise.all([
      client.get<ApiEnvelope<InvoiceEnergyView[]>>(ENERGIES_PATH, options),
      client.get<ApiEnvelope<InvoiceTypeView[]>>(`${INVOICE_TYPES_PATH}?energy=${energy}`, options),
    ]);
    return { energies: energies.data, energy, types: types.data, type };
  };
}
