import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CONTRACT_LINK_MESSAGES,
  CONTRACT_LINK_PATHS,
  type ContractLinkPurpose,
  type ContractLinkRequest,
  canEvaluateCode,
  canSendCode,
  contractLinkExpiry,
  formatFrenchDate,
  formatSigningCode,
  isContractLinkExpired,
  isLiveContract,
  maskEmail,
  maskPhone,
  resendAvailableAt,
  SIGNING_CODE_POLICY,
  type SigningChannel,
  toNationalPhone,
  wrongCodeOutcome,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { type RateLimitService, rateLimitKey } from '../rate-limit/rate-limit.service.js';
import type { ContractLinkCipher } from './contract-link-cipher.js';
import {
  type ContractRow,
  type CustomerRow,
  customersRepository as repository,
} from './customers.repository.js';

export interface ContractAccessDeps {
  db: Database;
  clock: Clock;
  cipher: ContractLinkCipher;
  outbox: OutboxService;
  rateLimits: RateLimitService;
  publicUrl: string;
  brandName: string;
}

/** Link requests per contact (e-mail or phone) and per address, per hour. */
export const LINK_REQUESTS_PER_HOUR = 5;

const ENERGY_LABELS = { electricity: 'électricité', gas: 'gaz naturel' } as const;
const PURPOSE_LABELS = { offerChange: 'changer d’offre', moving: 'déclarer votre déménagement' } as const;

const hashCode = (salt: string, contractId: string, code: string) =>
  createHmac('sha256', Buffer.from(salt, 'hex')).update(`contract:${contractId}:${code}`).digest();

/** What the link's page shows before the code: enough to recognise one's contract, nothing to act on. */
export interface ContractLinkView {
  purpose: ContractLinkPurpose;
  contractId: string;
  reference: string;
  energy: 'electricity' | 'gas';
  address: string;
  offerName: string;
  expiresAt: string;
  /** Whether this browser already entered the code for this contract. */
  verified: boolean;
  destinations: Array<{ channel: SigningChannel; masked: string }>;
  code: { channel: SigningChannel; sentTo: string; expiresAt: string; resendAvailableAt: string } | null;
}

export const oneLineOf = (contract: Pick<ContractRow, 'housing'>): string => {
  const address = contract.housing.address;
  return (
    address.fullAddress ??
    [address.streetNumber, address.streetName, address.complement, address.zipCode, address.city]
      .filter(Boolean)
      .join(' ')
  );
};

/**
 * How an existing customer reaches their contract without a password (DECISIONS §1b): an encrypted link bound
 * to one contract, valid 7 days, then a one-time code sent to the contact on file. The code grants the
 * browser's session that contract until the link expires.
 */
export function createContractAccess({
  db,
  clock,
  cipher,
  outbox,
  rateLimits,
  publicUrl,
  brandName,
}: ContractAccessDeps) {
  const link = (contract: ContractRow, purpose: ContractLinkPurpose, expiresAt: Date) =>
    `${publicUrl.replace(/\/$/, '')}${CONTRACT_LINK_PATHS[purpose]}?lien=${cipher.seal({
      v: 1,
      contractId: contract.id,
      purpose,
      expiresAt: expiresAt.getTime(),
    })}`;

  /** The link's contract, or a French refusal (never a 500, whatever the text). */
  const resolve = async (token: string, executor: DbExecutor = db) => {
    const payload = cipher.open(token);
    if (!payload) throw new BusinessError('CONTRACT_LINK_INVALID', CONTRACT_LINK_MESSAGES.invalid);
    if (isContractLinkExpired(payload, clock.now())) {
      throw new BusinessError('CONTRACT_LINK_EXPIRED', CONTRACT_LINK_MESSAGES.expired);
    }
    const contract = await repository.contract(executor, payload.contractId);
    if (!contract) throw new BusinessError('CONTRACT_LINK_INVALID', CONTRACT_LINK_MESSAGES.invalid);
    const customer = (await repository.customer(executor, contract.customerId)) as CustomerRow;
    return { payload, contract, customer };
  };

  const destinationsOf = (customer: CustomerRow) => ({
    sms: { to: customer.phone, masked: maskPhone(customer.phone) },
    email: { to: customer.email, masked: maskEmail(customer.email) },
  });

  const enqueueLinks = async (
    tx: DbExecutor,
    customer: CustomerRow,
    contracts: readonly ContractRow[],
    purpose: ContractLinkPurpose,
    channel: SigningChannel,
  ) => {
    const expiresAt = contractLinkExpiry(clock.now());
    const lines = contracts.map(
      (contract) =>
        `- Contrat ${ENERGY_LABELS[contract.energy]}, ${oneLineOf(contract)} : ${link(contract, purpose, expiresAt)}`,
    );
    const until = formatFrenchDate(expiresAt.toISOString().slice(0, 10));
    if (channel === 'sms') {
      for (const line of lines) {
        await outbox.enqueueSms(tx, {
          purpose: 'contract-link',
          to: customer.phone,
          text: `${brandName} : pour ${PURPOSE_LABELS[purpose]}, ouvrez votre lien personnel (valable jusqu’au ${until}) ${line.slice(2)}`,
        });
      }
      return;
    }
    await outbox.enqueueEmail(tx, {
      purpose: 'contract-link',
      to: customer.email,
      subject:
        purpose === 'moving'
          ? 'Votre lien pour déclarer votre déménagement'
          : 'Votre lien pour changer d’offre',
      text: [
        `Bonjour ${customer.firstName} ${customer.lastName},`,
        '',
        `Voici votre lien personnel pour ${PURPOSE_LABELS[purpose]}. Il est valable jusqu’au ${until} ; un code vous sera envoyé avant toute modification.`,
        '',
        ...lines,
        '',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne change sans le code.',
        '',
        brandName,
      ].join('\n'),
    });
  };

  return {
    resolve,

    /**
     * « Changer d’offre » / « Je déménage »: the link goes to the contact on file, for each live contract. The
     * answer is the same whether or not the contact is a customer's.
     */
    async requestLink(body: ContractLinkRequest, ip: string): Promise<{ message: string }> {
      const email = body.contact.includes('@') ? body.contact.trim().toLowerCase() : undefined;
      const phone = email ? undefined : (toNationalPhone(body.contact) ?? undefined);
      const subject = email ?? phone ?? '';
      const limits = await Promise.all([
        rateLimits.hit(rateLimitKey('contract-link:contact', subject), LINK_REQUESTS_PER_HOUR, 3_600_000),
        rateLimits.hit(rateLimitKey('contract-link:ip', ip), LINK_REQUESTS_PER_HOUR * 4, 3_600_000),
      ]);
      // Over the limit, nothing is sent, and the answer stays the same.
      if (limits.some((limit) => !limit.allowed)) return { message: CONTRACT_LINK_MESSAGES.requested };
      const found = email
        ? [await repository.customerByEmail(db, email)].filter((row) => row !== undefined)
        : await repository.customersByPhone(db, phone ?? '');
      const contracts = await repository.liveContractsOf(
        db,
        found.map((customer) => customer.id),
      );
      await db.transaction(async (tx) => {
        for (const customer of found) {
          const own = contracts.filter((contract) => contract.customerId === customer.id);
          if (own.length > 0) await enqueueLinks(tx, customer, own, body.purpose, email ? 'email' : 'sms');
        }
      });
      return { message: CONTRACT_LINK_MESSAGES.requested };
    },

    /** The customer relations team sends a contract's link by e-mail or SMS. */
    async sendLink(contractId: string, purpose: ContractLinkPurpose, channel: SigningChannel) {
      const contract = await repository.contract(db, contractId);
      if (!contract) throw new BusinessError('NOT_FOUND', 'Contrat introuvable.');
      if (!isLiveContract(contract.status)) {
        throw new BusinessError('CONTRACT_CLOSED', CONTRACT_LINK_MESSAGES.contractClosed);
      }
      const customer = (await repository.customer(db, contract.customerId)) as CustomerRow;
      await db.transaction((tx) => enqueueLinks(tx, customer, [contract], purpose, channel));
      return { sentTo: destinationsOf(customer)[channel].masked };
    },

    /** A link as a test or the seed's demo needs it. */
    linkFor: (
      contract: ContractRow,
      purpose: ContractLinkPurpose,
      expiresAt = contractLinkExpiry(clock.now()),
    ) => link(contract, purpose, expiresAt),

    /** What the link's page shows (crypted-data/changement-offre). Opening changes nothing. */
    async open(token: string, sessionHash: string | undefined): Promise<ContractLinkView> {
      const { payload, contract, customer } = await resolve(token);
      if (!isLiveContract(contract.status)) {
        throw new BusinessError('CONTRACT_CLOSED', CONTRACT_LINK_MESSAGES.contractClosed);
      }
      const code = await repository.latestCode(db, contract.id);
      const destinations = destinationsOf(customer);
      return {
        purpose: payload.purpose,
        contractId: contract.id,
        reference: contract.reference,
        energy: contract.energy,
        address: oneLineOf(contract),
        offerName: contract.offerName,
        expiresAt: new Date(payload.expiresAt).toISOString(),
        verified:
          sessionHash !== undefined && (await repository.hasGrant(db, sessionHash, contract.id, clock.now())),
        destinations: (['email', 'sms'] as const).map((channel) => ({
          channel,
          masked: destinations[channel].masked,
        })),
        code:
          code && !code.usedAt && code.expiresAt > clock.now()
            ? {
                channel: code.channel,
                sentTo: code.destinationMasked,
                expiresAt: code.expiresAt.toISOString(),
                resendAvailableAt: (resendAvailableAt(code.createdAt) as Date).toISOString(),
              }
            : null,
      };
    },

    /** A 6-digit code to the contact on file (10 min, 5 tries, 60 s between sends, 100 failures an hour). */
    async sendCode(token: string, channel: SigningChannel): Promise<{ sentTo: string; expiresAt: string }> {
      const { contract, customer } = await resolve(token);
      if (!isLiveContract(contract.status)) {
        throw new BusinessError('CONTRACT_CLOSED', CONTRACT_LINK_MESSAGES.contractClosed);
      }
      return db.transaction(async (tx) => {
        const now = clock.now();
        await repository.contract(tx, contract.id, { lock: true });
        const previous = await repository.latestCode(tx, contract.id);
        const allowed = canSendCode({
          lastSentAt: previous?.createdAt,
          now,
          failuresInLastHour: await repository.wrongAttemptsSince(
            tx,
            contract.id,
            new Date(now.getTime() - SIGNING_CODE_POLICY.failureWindowMs),
          ),
        });
        if (!allowed.ok) throw new BusinessError(allowed.code, allowed.message);
        const code = formatSigningCode(randomInt(0, 1_000_000));
        const salt = randomBytes(16).toString('hex');
        const destination = destinationsOf(customer)[channel];
        const expiresAt = new Date(now.getTime() + SIGNING_CODE_POLICY.ttlMs);
        await repository.insertCode(tx, {
          id: randomUUID(),
          contractId: contract.id,
          channel,
          destinationMasked: destination.masked,
          salt,
          codeHash: hashCode(salt, contract.id, code).toString('hex'),
          expiresAt,
          wrongAttempts: 0,
          usedAt: null,
          createdAt: now,
        });
        const text = `${brandName} : votre code pour accéder à votre contrat ${contract.reference} est ${code}. Il expire dans 10 minutes. Ne le communiquez à personne, pas même à un conseiller.`;
        if (channel === 'sms')
          await outbox.enqueueSms(tx, { purpose: 'contract-code', to: destination.to, text });
        else {
          await outbox.enqueueEmail(tx, {
            purpose: 'contract-code',
            to: destination.to,
            subject: `Votre code d’accès — contrat ${contract.reference}`,
            text: `Bonjour,\n\n${text}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n\n${brandName}`,
          });
        }
        return { sentTo: destination.masked, expiresAt: expiresAt.toISOString() };
      });
    },

    /** The right code grants this browser's session the contract until the link expires. */
    async verifyCode(token: string, code: string, sessionHash: string): Promise<{ contractId: string }> {
      const { payload, contract } = await resolve(token);
      const outcome = await db.transaction(async (tx) => {
        const now = clock.now();
        const current = await repository.latestCode(tx, contract.id, { lock: true });
        const evaluable = canEvaluateCode(current, {
          now,
          failuresInLastHour: await repository.wrongAttemptsSince(
            tx,
            contract.id,
            new Date(now.getTime() - SIGNING_CODE_POLICY.failureWindowMs),
          ),
        });
        if (!evaluable.ok || !current) {
          const refusal = evaluable.ok
            ? { code: 'SIGNING_CODE_MISSING' as const, message: 'Demandez d’abord un code.' }
            : evaluable;
          return { ok: false as const, ...refusal };
        }
        const matches = timingSafeEqual(
          hashCode(current.salt, contract.id, code),
          Buffer.from(current.codeHash, 'hex'),
        );
        if (!matches) {
          await repository.updateCode(tx, current.id, { wrongAttempts: current.wrongAttempts + 1 });
          const wrong = wrongCodeOutcome(current.wrongAttempts + 1);
          return {
            ok: false as const,
            code: wrong.code,
            message: wrong.message,
          };
        }
        await repository.updateCode(tx, current.id, { usedAt: now });
        await repository.grant(tx, {
          sessionHash,
          contractId: contract.id,
          grantedAt: now,
          expiresAt: new Date(payload.expiresAt),
        });
        return { ok: true as const };
      });
      // A wrong code is counted (committed) before it is refused.
      if (!outcome.ok) {
        throw new BusinessError(outcome.code, outcome.message, [
          { code: outcome.code, message: outcome.message, field: 'code' },
        ]);
      }
      return { contractId: contract.id };
    },

    /** The contract, if this session proved it holds its link; anyone else gets 404. */
    async granted(sessionHash: string | undefined, contractId: string, executor: DbExecutor = db) {
      const refuse = () =>
        new BusinessError(
          'CONTRACT_NOT_FOUND',
          'Contrat introuvable. Ouvrez le lien reçu par e-mail ou SMS et saisissez le code reçu.',
        );
      if (!sessionHash || !(await repository.hasGrant(executor, sessionHash, contractId, clock.now())))
        throw refuse();
      const contract = await repository.contract(executor, contractId);
      if (!contract) throw refuse();
      const customer = (await repository.customer(executor, contract.customerId)) as CustomerRow;
      return { contract, customer };
    },

    /** The session leaves the existing-customer flow: its contracts need the link and a code again. */
    async endGrants(sessionHash: string): Promise<{ cleared: number }> {
      return { cleared: await repository.revokeGrants(db, sessionHash) };
    },
  };
}

export type ContractAccess = ReturnType<typeof createContractAccess>;
