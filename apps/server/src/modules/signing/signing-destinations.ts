import { maskEmail, maskPhone, type OrderView, type SigningChannel } from '@voltaire/domain';
import { journeyOf } from './contract-input.js';

/** Where the holder of a complete order can be reached, in clear and masked. */
export function destinationsOf(order: Pick<OrderView, 'journey'>) {
  const { holder } = journeyOf(order);
  return {
    sms: { to: holder.phone, masked: maskPhone(holder.phone) },
    email: { to: holder.email, masked: maskEmail(holder.email) },
  } satisfies Record<SigningChannel, { to: string; masked: string }>;
}
