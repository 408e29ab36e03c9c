import type { FastifyBaseLogger } from 'fastify';
import type { OrdersService } from '../orders/orders.service.js';

export interface WebOrderAttributionDeps {
  /** The gateway recorded on the web session that owns a new order. */
  gatewayOfOwner(ownerKey: string): Promise<string | undefined>;
  attributeOrder(orderId: string, gatewayId: string): Promise<void>;
  logger: FastifyBaseLogger;
}

/**
 * The orders service, unchanged, except that a web order is attributed to the gateway its visitor arrived
 * through. A failed attribution is logged and never costs the visitor their order.
 */
export function attributeWebOrdersToGateways<Orders extends Pick<OrdersService, 'create'>>(
  orders: Orders,
  { gatewayOfOwner, attributeOrder, logger }: WebOrderAttributionDeps,
): Orders {
  return {
    ...orders,
    async create(...args: Parameters<OrdersService['create']>) {
      const order = await orders.create(...args);
      const [owner] = args;
      if (owner.channel !== 'web') return order;
      try {
        const gatewayId = await gatewayOfOwner(owner.key);
        if (gatewayId) await attributeOrder(order.id, gatewayId);
      } catch (error) {
        logger.error({ err: error, orderId: order.id }, 'gateway attribution failed');
      }
      return order;
    },
  };
}
