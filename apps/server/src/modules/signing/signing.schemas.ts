import { SIGNING_CHANNELS, SigningCodeSchema } from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BusinessError } from '../../http/envelope.js';
import { hashSessionToken } from '../session/session.service.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import type { ClientContext } from './signing-state.js';

export const OrderIdSchema = z.string().max(64).describe('Identifiant de la commande');
export const OrderParams = z.object({ orderId: OrderIdSchema });
export const OrderBody = z.object({ orderId: OrderIdSchema });
export const ChannelSchema = z
  .enum(SIGNING_CHANNELS, { error: 'Choisissez SMS ou e-mail' })
  .describe('Où envoyer le code : sms ou email');
export const SendCodeBody = z.object({ channel: ChannelSchema });
export const SignBody = z.object({ code: SigningCodeSchema.describe('Le code à 6 chiffres reçu') });
export const WithdrawalParams = z.object({
  token: z.string().min(16).max(128).describe('Jeton du lien de rétractation reçu par e-mail'),
});
export const WithdrawalBody = z.object({
  confirm: z.literal(true, { error: 'Confirmez votre rétractation.' }),
});
export const ForceSigningBody = z.object({ orderId: OrderIdSchema, channel: ChannelSchema.default('email') });

/** The customer's web session owns the order; without one, every order answers as missing. */
export function ownerOf(request: FastifyRequest): string {
  const token = request.cookies[SESSION_COOKIES.webApp];
  if (!token) throw new BusinessError('NOT_FOUND', 'Commande introuvable.');
  return hashSessionToken(token);
}

export function clientOf(request: FastifyRequest): ClientContext {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512) };
}
