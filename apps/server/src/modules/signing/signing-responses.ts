import {
  EnergySchema,
  EVIDENCE_EVENT_TYPES,
  OnSiteSaleContextSchema,
  SigningChannelSchema,
  SigningLinkSchema,
  SigningStateSchema,
} from '@voltaire/domain';
import { z } from 'zod';
import { envelopeSchema, JsonValueSchema } from '../../http/envelope-schema.js';
import type { Confirmation } from './completion.service.js';
import type { EvidenceFile } from './evidence-file.js';

/** The response schemas of the signing and completion routes, kept in step with their services' types. */

export const ConfirmationSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  status: z.literal('completed'),
  offerName: z.string(),
  startDate: z.string(),
  emailMasked: z.string(),
  nextSteps: z.array(z.string()),
  withdrawal: z.object({ deadline: z.string(), explanation: z.string() }),
  documentUrl: z.string(),
}) satisfies z.ZodType<Confirmation>;

export const EvidenceFileSchema = z.object({
  format: z.literal('voltaire-signature-evidence/1'),
  order: z.object({ id: z.string(), reference: z.string() }),
  signer: z.object({ name: z.string(), birthDate: z.string() }),
  authentication: z.object({
    method: z.literal('one-time-code'),
    channel: SigningChannelSchema,
    destination: z.string(),
  }),
  document: z.object({
    templateId: z.string(),
    templateVersion: z.string(),
    sha256: z.string(),
    size: z.int(),
  }),
  signedDocument: z.object({ sha256: z.string(), size: z.int() }),
  signedAt: z.string(),
  client: z.object({ ip: z.string(), userAgent: z.string() }),
  saleContext: OnSiteSaleContextSchema.optional().describe(
    'Vente hors établissement signée sur la tablette du vendeur : le vendeur, le lieu, le délai de rétractation',
  ),
  events: z.array(
    z.object({
      seq: z.int(),
      type: z.enum(EVIDENCE_EVENT_TYPES),
      at: z.string(),
      data: z.record(z.string(), JsonValueSchema),
      previousHash: z.string(),
      hash: z.string(),
    }),
  ),
  chainHead: z.string(),
}) satisfies z.ZodType<EvidenceFile>;

export const WithdrawalInfoSchema = z.object({
  reference: z.string(),
  offerName: z.string(),
  deadline: z.string(),
  withdrawable: z.boolean(),
  status: z.enum(['completed', 'cancelled']),
  withdrawnAt: z.string().nullable(),
});

export const WithdrawnSchema = z.object({
  reference: z.string(),
  status: z.literal('cancelled'),
  withdrawnAt: z.string(),
});

const ContractTemplateSchema = z.object({
  id: z.string(),
  energy: EnergySchema,
  channel: z.enum(['web', 'telesales', 'doorToDoor']),
  version: z.string(),
  versionId: z.string().describe('Identifiant et version ensemble : elec-web@2026-02'),
  title: z.string(),
  generalTermsVersion: z.string(),
});

export const SigningResponses = {
  templates: { 200: envelopeSchema(z.object({ templates: z.array(ContractTemplateSchema) })) },
  verification: {
    200: envelopeSchema(
      z.object({
        valid: z.boolean(),
        checks: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string() })),
      }),
    ),
  },
  signingRequest: {
    200: envelopeSchema(
      z.object({
        orderId: z.string(),
        reference: z.string(),
        link: SigningLinkSchema.describe(
          'Le lien envoyé (son jeton ne figure que dans le message du client)',
        ),
      }),
    ),
  },
  state: { 200: envelopeSchema(SigningStateSchema) },
  codeSent: {
    200: envelopeSchema(SigningStateSchema),
    429: envelopeSchema(
      z.object({
        resendAvailableAt: z.string().nullable().describe('Quand un nouveau code pourra être envoyé'),
      }),
    ),
  },
  signUrl: { 200: envelopeSchema(z.object({ url: z.string() })) },
  evidence: { 200: envelopeSchema(EvidenceFileSchema) },
  confirmation: { 200: envelopeSchema(ConfirmationSchema) },
  withdrawalInfo: { 200: envelopeSchema(WithdrawalInfoSchema) },
  withdrawn: { 200: envelopeSchema(WithdrawnSchema) },
};
