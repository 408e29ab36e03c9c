import { randomUUID } from 'node:crypto';
import {
  type CaseChannel,
  type CaseFields,
  type CaseListQuery,
  type CaseRaw,
  type CaseUpdate,
  canReplyToCase,
  findContactTheme,
  formatCaseNumber,
  keepThemeFields,
  toNationalPhone,
  transitionCase,
} from '@voltaire/domain';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { AttachmentsService } from './attachments.service.js';
import { queueCaseForCrm, toCrmCase } from './case-crm-sync.js';
import { acknowledgementEmail, replyEmail } from './case-emails.js';
import { type CaseRow, casesRepository as repository, summaryOf, themeLabel } from './cases.repository.js';
import { caseCrmJobs, caseNotes, caseReplies } from './cases.tables.js';

const NOT_FOUND = () => new BusinessError('NOT_FOUND', 'Demande introuvable.');

/** A case's fields; the civility may be unknown when another system or an error report opens it. */
export type OpenCaseFields = Omit<CaseFields, 'civility'> & { civility: CaseFields['civility'] | '' };

export interface OpenCase {
  fields: OpenCaseFields;
  channel: CaseChannel;
  /** The staff member or system opening it for the customer. */
  openedBy?: string;
}

/** sfdc/case-raw's CRM field names onto ours. */
export function fieldsFromRaw(raw: CaseRaw): OpenCaseFields {
  const [firstName, ...rest] = raw.SuppliedName.split(/\s+/);
  return {
    themeId: raw.Type,
    civility: '',
    firstName: rest.length > 0 ? (firstName ?? '') : '',
    lastName: rest.length > 0 ? rest.join(' ') : (firstName ?? ''),
    email: raw.SuppliedEmail,
    phone: raw.SuppliedPhone ? (toNationalPhone(raw.SuppliedPhone) ?? '') : '',
    customerReference: '',
    deliveryPointId: '',
    zipCode: '',
    city: '',
    inseeCode: '',
    message: `${raw.Subject}\n\n${raw.Description}`,
    attachmentIds: [],
  };
}

/**
 * Cases: one service behind the three entry points (the site's form, an agent, another system) and the
 * error reports. A case, its attachments, its CRM message and the acknowledgement e-mail are written in one
 * transaction: the customer is told exactly when the case exists, and the CRM gets it even if it is down now.
 */
export function createCasesService({
  db,
  clock,
  outbox,
  attachments,
  brandName,
}: {
  db: Database;
  clock: Clock;
  outbox: OutboxService;
  attachments: AttachmentsService;
  brandName: string;
}) {
  const load = async (tx: DbExecutor, id: string, lock = false) => {
    const row = await repository.find(tx, id, lock);
    if (!row) throw NOT_FOUND();
    return row;
  };

  const detail = async (tx: DbExecutor, row: CaseRow) => {
    const [files, notes, replies, job] = [
      await repository.attachmentsOf(tx, row.id),
      await repository.notesOf(tx, row.id),
      await repository.repliesOf(tx, row.id),
      await repository.crmJobOf(tx, row.id),
    ];
    return {
      ...summaryOf(row, files.length),
      civility: row.civility,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      customerReference: row.customerReference,
      deliveryPointId: row.deliveryPointId,
      postalCode: row.postalCode,
      city: row.city,
      inseeCode: row.inseeCode,
      message: row.message,
      attachments: files.map((file) => ({
        id: file.id,
        filename: file.filename,
        contentType: file.contentType,
        size: file.size,
      })),
      notes: notes.map((note) => ({
        id: note.id,
        author: note.author,
        text: note.text,
        createdAt: note.createdAt.toISOString(),
      })),
      replies: replies.map((reply) => ({
        id: reply.id,
        author: reply.author,
        text: reply.text,
        sentAt: reply.sentAt.toISOString(),
      })),
      crm: {
        state: job?.status ?? 'pending',
        attempts: job?.attempts ?? 0,
        lastError: job?.lastError ?? null,
        crmId: row.crmId,
      },
    };
  };

  return {
    async open({ fields, channel, openedBy }: OpenCase) {
      const kept = keepThemeFields(fields);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row: CaseRow = {
          id: randomUUID(),
          number: formatCaseNumber(now.getUTCFullYear(), await repository.nextSequence(tx)),
          channel,
          themeId: kept.themeId,
          status: 'new',
          civility: kept.civility,
          firstName: kept.firstName,
          lastName: kept.lastName,
          email: kept.email.toLowerCase(),
          phone: kept.phone ? (toNationalPhone(kept.phone) ?? kept.phone) : '',
          customerReference: kept.customerReference,
          deliveryPointId: kept.deliveryPointId,
          postalCode: kept.zipCode,
          city: kept.city,
          inseeCode: kept.inseeCode,
          message: kept.message,
          openedBy: openedBy ?? null,
          assignee: null,
          crmId: null,
          createdAt: now,
          updatedAt: now,
          anonymisedAt: null,
        };
        await repository.insert(tx, row);
        await attachments.claim(tx, row.id, kept.attachmentIds);
        const files = await repository.attachmentsOf(tx, row.id);
        await queueCaseForCrm(
          tx,
          row.id,
          toCrmCase(
            row,
            themeLabel(row.themeId),
            files.map(({ filename, sha256 }) => ({ filename, sha256 })),
          ),
          now,
        );
        await outbox.enqueueEmail(tx, acknowledgementEmail(row, brandName, files.length));
        return { id: row.id, number: row.number, status: row.status };
      });
    },

    list: (query: CaseListQuery) => repository.summaries(db, query),
    statusCounts: () => repository.statusCounts(db),

    async get(id: string) {
      return detail(db, await load(db, id));
    },

    async update(id: string, update: CaseUpdate) {
      return db.transaction(async (tx) => {
        const row = await load(tx, id, true);
        const patch: Partial<CaseRow> = { updatedAt: clock.now() };
        if (update.status) {
          const next = transitionCase(row.status, update.status);
          if (!next.ok) throw new BusinessError(next.code, next.message);
          patch.status = next.value;
        }
        if (update.assignee !== undefined) patch.assignee = update.assignee;
        await repository.update(tx, id, patch);
        return detail(tx, { ...row, ...patch });
      });
    },

    async addNote(id: string, text: string, author: string) {
      return db.transaction(async (tx) => {
        const row = await load(tx, id, true);
        const now = clock.now();
        await tx.insert(caseNotes).values({ id: randomUUID(), caseId: id, author, text, createdAt: now });
        await repository.update(tx, id, { updatedAt: now });
        return detail(tx, { ...row, updatedAt: now });
      });
    },

    /** E-mails the reply to the customer (outbox, same transaction) and marks the case answered. */
    async reply(id: string, text: string, author: string) {
      return db.transaction(async (tx) => {
        const row = await load(tx, id, true);
        if (!canReplyToCase(row.status)) {
          throw new BusinessError('CASE_CLOSED', 'Cette demande est clôturée : rouvrez-la pour répondre.');
        }
        if (row.anonymisedAt) throw new BusinessError('CASE_ANONYMISED', 'Cette demande a été anonymisée.');
        const now = clock.now();
        const outboxMessageId = await outbox.enqueueEmail(tx, replyEmail(row, text, brandName));
        await tx
          .insert(caseReplies)
          .values({ id: randomUUID(), caseId: id, author, text, outboxMessageId, sentAt: now });
        const patch: Partial<CaseRow> = {
          status: 'answered',
          updatedAt: now,
          assignee: row.assignee ?? author,
        };
        await repository.update(tx, id, patch);
        return detail(tx, { ...row, ...patch });
      });
    },

    openAttachment: (caseId: string, attachmentId: string) => attachments.open(caseId, attachmentId),

    /** RGPD export: the person's cases, as the back office sees them. */
    async exportFor(email: string) {
      const rows = await repository.byEmail(db, email);
      const out = [];
      for (const row of rows) out.push(await detail(db, row));
      return out;
    },

    /** RGPD erasure: a person's cases keep their number, theme and dates; everything personal is blanked. */
    async eraseFor(email: string): Promise<number> {
      const storageKeys: string[] = [];
      const erased = await db.transaction(async (tx) => {
        const rows = await repository.byEmail(tx, email);
        const now = clock.now();
        for (const row of rows) {
          await repository.update(tx, row.id, {
            civility: '',
            firstName: '',
            lastName: '',
            email: `efface-${row.id}@invalid`,
            phone: '',
            customerReference: '',
            deliveryPointId: '',
            postalCode: '',
            city: '',
            inseeCode: '',
            message: '',
            anonymisedAt: now,
            updatedAt: now,
          });
          await tx.update(caseNotes).set({ text: '' }).where(eq(caseNotes.caseId, row.id));
          await tx.update(caseReplies).set({ text: '' }).where(eq(caseReplies.caseId, row.id));
          await tx
            .update(caseCrmJobs)
            .set({ payload: {}, status: 'failed', lastError: 'Demande effacée avant l’envoi' })
            .where(and(eq(caseCrmJobs.caseId, row.id), eq(caseCrmJobs.status, 'pending')));
          await tx.update(caseCrmJobs).set({ payload: {} }).where(eq(caseCrmJobs.caseId, row.id));
          storageKeys.push(...(await attachments.deleteOfCase(tx, row.id)));
        }
        return rows.length;
      });
      await attachments.removeStored(storageKeys);
      return erased;
    },

    themeLabelOf: (themeId: string) => findContactTheme(themeId)?.label ?? themeId,
  };
}

export type CasesService = ReturnType<typeof createCasesService>;
