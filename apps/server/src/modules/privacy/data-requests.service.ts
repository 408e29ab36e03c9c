import { randomUUID } from 'node:crypto';
import {
  DATA_REQUEST_ANSWER_DAYS,
  DATA_REQUEST_KIND_LABELS,
  type DataRequest,
  type DataRequestView,
} from '@voltaire/domain';
import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { hashToken, newLinkToken } from '../newsletter/newsletter-links.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { dataRequests } from './data-requests.table.js';

/** A module that holds personal data, as the RGPD requests reach it (through its service, never its tables). */
export interface PersonalDataHolder {
  /** Its key in the export, e.g. `leads`. */
  name: string;
  /** What one erased item is, e.g. « prospect(s) ». */
  label: string;
  exportFor(email: string): Promise<unknown>;
  eraseFor(email: string): Promise<number>;
}

const VERIFICATION_DAYS = 7;
const NOT_FOUND = () => new BusinessError('NOT_FOUND', 'Demande introuvable.');
const LINK_INVALID = () =>
  new BusinessError('DATA_REQUEST_LINK_INVALID', 'Ce lien de vérification n’est pas valable ou a expiré.');

type Row = typeof dataRequests.$inferSelect;

const viewOf = (row: Row): DataRequestView => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledBy,
  outcome: row.outcome,
});

/**
 * RGPD requests (export or erasure): the requester proves the address is theirs by a link first; then the
 * back office handles it: the export is e-mailed as a JSON file, the erasure runs in every module that holds
 * data about the address. Nobody gets or erases someone else's data by typing their address.
 */
export function createDataRequestsService({
  db,
  clock,
  outbox,
  holders,
  publicUrl,
  brandName,
}: {
  db: Database;
  clock: Clock;
  outbox: OutboxService;
  holders: PersonalDataHolder[];
  publicUrl: string;
  brandName: string;
}) {
  const base = publicUrl.replace(/\/$/, '');
  const load = async (id: string) => {
    const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id));
    if (!row) throw NOT_FOUND();
    return row;
  };
  const signature = `L’équipe ${brandName}`;

  return {
    async request(input: Omit<DataRequest, 'captcha'>, ip: string): Promise<void> {
      const { token, hash } = newLinkToken();
      await db.transaction(async (tx) => {
        const now = clock.now();
        await tx.insert(dataRequests).values({
          id: randomUUID(),
          kind: input.kind,
          status: 'unverified',
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email.toLowerCase(),
          details: input.details,
          requestIp: ip,
          verificationTokenHash: hash,
          createdAt: now,
          verifiedAt: null,
          handledAt: null,
          handledBy: null,
          outcome: null,
        });
        await outbox.enqueueEmail(tx, {
          purpose: 'data-request-verification',
          to: input.email.toLowerCase(),
          subject: 'Confirmez votre demande sur vos données personnelles',
          text: [
            `Bonjour ${input.firstName} ${input.lastName},`,
            '',
            `Vous avez demandé : « ${DATA_REQUEST_KIND_LABELS[input.kind]} ».`,
            `Pour que nous la traitions, confirmez qu’il s’agit bien de votre adresse (lien valable ${VERIFICATION_DAYS} jours) :`,
            `${base}/donnees-personnelles/verification/${token}`,
            '',
            'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne sera fait.',
            '',
            signature,
          ].join('\n'),
        });
      });
    },

    async verify(token: string): Promise<DataRequestView> {
      const [row] = await db
        .select()
        .from(dataRequests)
        .where(eq(dataRequests.verificationTokenHash, hashToken(token)));
      const now = clock.now();
      if (
        row?.status !== 'unverified' ||
        now.getTime() - row.createdAt.getTime() > VERIFICATION_DAYS * 86_400_000
      ) {
        throw LINK_INVALID();
      }
      const verified = { ...row, status: 'verified' as const, verifiedAt: now, verificationTokenHash: null };
      await db.update(dataRequests).set(verified).where(eq(dataRequests.id, row.id));
      return viewOf(verified);
    },

    async list(): Promise<DataRequestView[]> {
      return (await db.select().from(dataRequests).orderBy(desc(dataRequests.createdAt)).limit(200)).map(
        viewOf,
      );
    },

    /** The back office answers a verified request: done (export sent, or data erased) or refused with a reason. */
    async handle(
      id: string,
      decision: { accept: boolean; reason: string },
      admin: string,
    ): Promise<DataRequestView> {
      const row = await load(id);
      if (row.status !== 'verified') {
        throw new BusinessError(
          'DATA_REQUEST_NOT_VERIFIED',
          row.status === 'unverified'
            ? 'Le demandeur n’a pas encore confirmé son adresse : la demande ne peut pas être traitée.'
            : 'Cette demande a déjà été traitée.',
        );
      }
      const greeting = `Bonjour ${row.firstName} ${row.lastName},`;
      let outcome: string;
      let email: Parameters<OutboxService['enqueueEmail']>[1];
      if (!decision.accept) {
        outcome = `Refusée : ${decision.reason}`;
        email = {
          purpose: 'data-request-refused',
          to: row.email,
          subject: 'Votre demande sur vos données personnelles',
          text: [
            greeting,
            '',
            `Nous ne pouvons pas donner suite à votre demande : ${decision.reason}`,
            '',
            signature,
          ].join('\n'),
        };
      } else if (row.kind === 'export') {
        const data: Record<string, unknown> = { email: row.email, exportedAt: clock.now().toISOString() };
        for (const holder of holders) data[holder.name] = await holder.exportFor(row.email);
        outcome = 'Copie des données envoyée par e-mail';
        email = {
          purpose: 'data-request-export',
          to: row.email,
          subject: 'La copie de vos données personnelles',
          text: [
            greeting,
            '',
            'Vous trouverez en pièce jointe toutes les données que nous détenons à votre sujet.',
            '',
            signature,
          ].join('\n'),
          attachments: [
            {
              filename: 'mes-donnees.json',
              contentType: 'application/json',
              content: Buffer.from(JSON.stringify(data, null, 2)),
            },
          ],
        };
      } else {
        const counts: string[] = [];
        for (const holder of holders) counts.push(`${await holder.eraseFor(row.email)} ${holder.label}`);
        outcome = `Effacé : ${counts.join(', ')}`;
        email = {
          purpose: 'data-request-erasure',
          to: row.email,
          subject: 'Vos données personnelles ont été effacées',
          text: [
            greeting,
            '',
            'Comme vous l’avez demandé, nous avons effacé les données personnelles liées à votre adresse.',
            '',
            signature,
          ].join('\n'),
        };
      }
      return db.transaction(async (tx) => {
        const now = clock.now();
        const handled = {
          ...row,
          status: decision.accept ? ('done' as const) : ('refused' as const),
          handledAt: now,
          handledBy: admin,
          outcome,
        };
        await tx.update(dataRequests).set(handled).where(eq(dataRequests.id, id));
        await outbox.enqueueEmail(tx, email);
        return viewOf(handled);
      });
    },

    answerWithinDays: DATA_REQUEST_ANSWER_DAYS,
  };
}

export type DataRequestsService = ReturnType<typeof createDataRequestsService>;
