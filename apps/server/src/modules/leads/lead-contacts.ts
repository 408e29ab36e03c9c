import { randomUUID } from 'node:crypto';
import {
  decideMarketingConsent,
  type LeadEvent,
  type MarketingConsent,
  NO_MARKETING_CONSENT,
  type NormalisedLeadContact,
  transitionLead,
} from '@voltaire/domain';
import type { DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { type LeadRow, leadsRepository as repository } from './leads.repository.js';

export interface ContactUpdate {
  orderId: string | null;
  channel: string;
  contact: NormalisedLeadContact;
  /** Absent: the consent stays as it was. */
  marketingOptIn: boolean | undefined;
  /** The wording shown next to the opt-in: the proof of the consent. */
  consentText: string;
}

/** The lead's status after `event`; a transition the lifecycle refuses is a business error. */
export function nextLeadStatus(row: LeadRow, event: LeadEvent): LeadRow['status'] {
  const next = transitionLead(row.status, event);
  if (!next.ok) throw new BusinessError(next.code, next.message);
  return next.value;
}

const consentOf = (row: LeadRow): MarketingConsent => ({
  optIn: row.marketingOptIn,
  proofText: row.marketingOptInProofText,
  proofAt: row.marketingOptInAt,
});

/** New contact details for a lead: created if need be, the consent proven, the last contact now. */
export async function upsertLeadContact(
  tx: DbExecutor,
  existing: LeadRow | undefined,
  input: ContactUpdate,
  now: Date,
): Promise<LeadRow> {
  const previousConsent = existing ? consentOf(existing) : NO_MARKETING_CONSENT;
  const consent =
    input.marketingOptIn === undefined
      ? previousConsent
      : decideMarketingConsent(previousConsent, {
          optIn: input.marketingOptIn,
          text: input.consentText,
          at: now,
        });
  const consentColumns = {
    marketingOptIn: consent.optIn,
    marketingOptInProofText: consent.proofText,
    marketingOptInAt: consent.proofAt,
  };
  if (!existing) {
    const row: LeadRow = {
      id: randomUUID(),
      orderId: input.orderId,
      channel: input.channel,
      ...input.contact,
      status: 'open',
      ...consentColumns,
      basket: null,
      lastContactAt: now,
      anonymisedAt: null,
      crmId: null,
      createdAt: now,
      updatedAt: now,
    };
    await repository.insert(tx, row);
    return row;
  }
  const keep = <T>(value: T | null, previous: T | null) => value ?? previous;
  const row: LeadRow = {
    ...existing,
    civility: keep(input.contact.civility, existing.civility),
    firstName: keep(input.contact.firstName, existing.firstName),
    lastName: keep(input.contact.lastName, existing.lastName),
    email: keep(input.contact.email, existing.email),
    phone: keep(input.contact.phone, existing.phone),
    ...consentColumns,
    status: nextLeadStatus(existing, 'recontact'),
    lastContactAt: now,
    // Details given again (a journey resumed after the retention period) make a live lead again.
    anonymisedAt: null,
    updatedAt: now,
  };
  await repository.update(tx, row);
  return row;
}
