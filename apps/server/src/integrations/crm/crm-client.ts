import type { LeadSyncKind } from '@voltaire/domain';

/** One outbox message for the CRM: the whole lead in the CRM's field names, plus what happened. */
export interface CrmMessage {
  /** The outbox job id: the CRM deduplicates on it when a send is repeated after a lost answer. */
  messageId: string;
  kind: LeadSyncKind;
  leadId: string;
  /** The CRM's own id for the lead, once it has answered one. */
  crmId: string | null;
  lead: Record<string, unknown>;
}

export interface CrmReceipt {
  /** The CRM's id for the lead, when it tells it. */
  crmId?: string;
}

/** Sends one lead message to the CRM; throws a `CrmDeliveryError` when it did not get through. */
export interface CrmClient {
  send(message: CrmMessage): Promise<CrmReceipt>;
}

/**
 * A failed delivery. `retryable` tells a passing failure (network, timeout, 5xx, 408, 429) from a
 * refusal the CRM would repeat (another 4xx). The message never holds personal data: it is stored.
 */
export class CrmDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'CrmDeliveryError';
  }
}
