import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { type ContractLinkPayload, ContractLinkPayloadSchema } from '@voltaire/domain';

const AAD = Buffer.from('voltaire:contract-link:v1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The existing customer's link (crypted-data/changement-offre): the contract and its expiry sealed with
 * AES-256-GCM, the key derived from CONTRACT_LINK_KEY. Unreadable without the key; a changed byte fails the
 * tag, so a link can be neither forged nor pointed at another contract.
 */
export function createContractLinkCipher(secret: string) {
  const key = createHash('sha256').update(`contract-link:${secret}`).digest();
  return {
    seal(payload: ContractLinkPayload): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(AAD);
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
    },

    /** The payload, or `undefined` for anything that is not a link we sealed. */
    open(token: string): ContractLinkPayload | undefined {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(AAD);
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const clear = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        const parsed = ContractLinkPayloadSchema.safeParse(JSON.parse(clear.toString('utf8')));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type ContractLinkCipher = ReturnType<typeof createContractLinkCipher>;
