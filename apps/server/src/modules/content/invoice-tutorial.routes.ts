import {
  INVOICE_ENERGIES,
  INVOICE_TYPE_LABELS,
  INVOICE_TYPES,
  type InvoiceEnergyView,
  InvoiceEnergyViewSchema,
  InvoiceTypesQuerySchema,
  type InvoiceTypeView,
  InvoiceTypeViewSchema,
} from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { invoiceSample } from './invoice-samples.js';

const ENERGIES: Record<(typeof INVOICE_ENERGIES)[number], Omit<InvoiceEnergyView, 'id'>> = {
  electricity: {
    label: 'Électricité',
    description: 'Une facture d’électricité, pour un compteur Linky en option Base, 6 kVA.',
  },
  gas: {
    label: 'Gaz naturel',
    description: 'Une facture de gaz naturel, pour un logement chauffé au gaz.',
  },
};

const TYPE_DESCRIPTIONS: Record<(typeof INVOICE_TYPES)[number], string> = {
  estimated: 'Établie sur une estimation de votre consommation, faute de relevé du compteur.',
  actual: 'Établie sur l’index relevé sur votre compteur : elle corrige les estimations précédentes.',
  annualRegularisation:
    'Une fois par an, si vous êtes mensualisé : votre consommation réelle comparée à vos mensualités.',
  closing: 'La dernière facture, à la fin du contrat (déménagement, changement de fournisseur).',
};

const energies: InvoiceEnergyView[] = INVOICE_ENERGIES.map((id) => ({ id, ...ENERGIES[id] }));
const typesOf = (energy: (typeof INVOICE_ENERGIES)[number]): InvoiceTypeView[] =>
  INVOICE_TYPES.map((id) => ({
    id,
    label: INVOICE_TYPE_LABELS[id],
    description: TYPE_DESCRIPTIONS[id],
    sample: invoiceSample(energy, id),
  }));
const cacheForAnHour = 'public, max-age=3600';

/** The invoice tutorial (`/comprendre-ma-facture`): energies, invoice types and their annotated samples. */
export const invoiceTutorialRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];
  app.get(
    '/api/node/v1/tuto-factu/energies',
    {
      schema: {
        tags,
        summary: 'Tutoriel facture : les énergies dont un exemple de facture est expliqué',
        response: { 200: envelopeSchema(z.array(InvoiceEnergyViewSchema)) },
      },
    },
    async (_, reply) => {
      reply.header('cache-control', cacheForAnHour);
      return envelope(energies);
    },
  );
  app.get(
    '/api/node/v1/tuto-factu/facture-types',
    {
      schema: {
        tags,
        summary:
          'Tutoriel facture : pour une énergie, chaque type de facture (estimée, relevé réel, régularisation, résiliation) et son exemple annoté, zone par zone',
        querystring: InvoiceTypesQuerySchema,
        response: { 200: envelopeSchema(z.array(InvoiceTypeViewSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cacheForAnHour);
      return envelope(typesOf(request.query.energy));
    },
  );
};
