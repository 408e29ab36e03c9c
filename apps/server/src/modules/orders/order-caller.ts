import { createHash } from 'node:crypto';
import { isStaffChannel, SALES_CHANNEL_LABELS, type SalesChannel } from '@voltaire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/envelope.js';
import type { OrderOwner } from './order-view.js';

/** The staff member behind a request (agent, partner, admin), with the channel they sell on. */
export type StaffOf = (
  request: FastifyRequest,
) => Promise<{ email: string; channel: SalesChannel } | undefined>;

export interface OrderCallerDeps {
  /** The customer's web session: `ensure` opens one, `current` only reads a live one. */
  webSession: {
    ensure(request: FastifyRequest, reply: FastifyReply): Promise<string>;
    current(request: FastifyRequest): string | undefined;
  };
  staffOf: StaffOf;
}

const agentKey = (email: string) => `agent:${createHash('sha256').update(email).digest('hex')}`;

/** A staff member as an order's owner: they own the orders they enter, sold on their channel. */
export const staffOwner = (staff: { email: string; channel: SalesChannel }): OrderOwner => ({
  key: agentKey(staff.email),
  channel: staff.channel,
  agentId: staff.email,
});

/**
 * Who owns and sells an order, from the request's session alone: a staff member sells on their own
 * channel and owns the orders they enter; anybody else is a customer on the web channel, owning orders
 * through their web session.
 */
export function createOrderCaller({ webSession, staffOf }: OrderCallerDeps) {
  const staffOwnerOf = async (request: FastifyRequest): Promise<OrderOwner | undefined> => {
    const staff = await staffOf(request);
    return staff && staffOwner(staff);
  };

  return {
    /** The caller as an order's owner, opening a web session for a visitor who has none. */
    async ensure(request: FastifyRequest, reply: FastifyReply): Promise<OrderOwner> {
      return (
        (await staffOwnerOf(request)) ?? {
          key: await webSession.ensure(request, reply),
          channel: 'web',
          agentId: null,
        }
      );
    },

    /** The caller as an order's owner; without a live session every order answers as missing (404). */
    async current(request: FastifyRequest): Promise<OrderOwner> {
      const staff = await staffOwnerOf(request);
      if (staff) return staff;
      const key = webSession.current(request);
      if (!key) throw new BusinessError('NOT_FOUND', 'Commande introuvable.');
      return { key, channel: 'web', agentId: null };
    },

    /** A channel named in a request must be the caller's own: nobody sells on someone else's. */
    assertOwnChannel(owner: OrderOwner, asked: SalesChannel | undefined): void {
      if (asked === undefined || asked === owner.channel) return;
      const message = isStaffChannel(asked)
        ? `Le canal « ${SALES_CHANNEL_LABELS[asked]} » est réservé à ses conseillers connectés.`
        : `Vous vendez sur le canal « ${SALES_CHANNEL_LABELS[owner.channel]} » : une commande ne peut pas être saisie sur un autre canal.`;
      throw new BusinessError('CHANNEL_FORBIDDEN', message, [
        { code: 'CHANNEL_FORBIDDEN', message, field: 'channel' },
      ]);
    },
  };
}

export type OrderCaller = ReturnType<typeof createOrderCaller>;
