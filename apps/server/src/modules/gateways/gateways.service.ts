import { isDeepStrictEqual } from 'node:util';
import {
  type CallbackAvailability,
  callbackAvailability,
  findUtmForcedGateway,
  type Gateway,
  type GatewayRouting,
  gatewayRoute,
  type PublicGateway,
  trackedLink,
  type UtmParameters,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { GatewaysRepository } from './gateways.repository.js';

export interface GatewaysServiceDeps {
  db: Database;
  clock: Clock;
  repository: GatewaysRepository;
  /** Our site's address: tracked links point to its pages. */
  publicUrl: string;
}

export interface UtmForcedRoute {
  gateway: PublicGateway;
  routing: GatewayRouting;
  /** A path of our own site, never another origin (DECISIONS §1). */
  redirectTo: string;
  callback: CallbackAvailability;
}

export const GATEWAY_NOT_FOUND = (id: string) =>
  new BusinessError('GATEWAY_NOT_FOUND', `La passerelle « ${id} » n’existe pas.`);

const publicView = ({ id, label }: Gateway): PublicGateway => ({ id, label });

export function createGatewaysService({ db, clock, repository, publicUrl }: GatewaysServiceDeps) {
  const require = async (id: string): Promise<Gateway> => {
    const gateway = await repository.findDefinition(db, id);
    if (!gateway) throw GATEWAY_NOT_FOUND(id);
    return gateway;
  };

  /** The active gateway by id, or undefined. */
  const activeGateway = async (id: string): Promise<Gateway | undefined> => {
    const gateway = await repository.findDefinition(db, id);
    return gateway?.active ? gateway : undefined;
  };

  return {
    /** Every gateway, active or not, for the admin screen. */
    list: () => repository.listDefinitions(db),

    /** The active gateways as anybody may see them (`gateway-config/availables`). */
    async publicList(): Promise<PublicGateway[]> {
      return (await repository.activeDefinitions(db)).map(publicView);
    },

    /**
     * Creates or replaces a gateway (idempotent per id): the same definition saved again changes nothing
     * and adds no revision; any change is kept in the history with who made it.
     */
    async save(definition: Gateway, savedBy: string): Promise<{ gateway: Gateway; changed: boolean }> {
      return db.transaction(async (tx) => {
        const existing = await repository.findDefinition(tx, definition.id, true);
        if (existing && isDeepStrictEqual(existing, definition)) return { gateway: existing, changed: false };
        await repository.upsertWithRevision(tx, definition, savedBy, clock.now());
        return { gateway: definition, changed: true };
      });
    },

    /** The gateway a visitor's UTM parameters force, and where to send them now; null without one. */
    async utmForced(utm: UtmParameters): Promise<UtmForcedRoute | null> {
      const gateway = findUtmForcedGateway(await repository.activeDefinitions(db), utm);
      if (!gateway) return null;
      const now = clock.now();
      const route = gatewayRoute(gateway, now);
      return {
        gateway: publicView(gateway),
        routing: route.routing,
        redirectTo: route.path,
        callback: callbackAvailability(gateway, now),
      };
    },

    /** Whether the call-back team answers now for this gateway. */
    async callbackAvailability(id: string): Promise<CallbackAvailability & { gatewayId: string }> {
      const gateway = await require(id);
      return { gatewayId: gateway.id, ...callbackAvailability(gateway, clock.now()) };
    },

    /** The tracked link of an active gateway, optionally for one offer and a campaign of the day. */
    async generateLink(input: { gatewayId: string; campaign?: string; offerId?: string }): Promise<string> {
      const gateway = await require(input.gatewayId);
      if (!gateway.active) {
        throw new BusinessError(
          'GATEWAY_INACTIVE',
          `La passerelle « ${gateway.label} » est désactivée : aucun lien ne peut être généré.`,
        );
      }
      return trackedLink(publicUrl, gateway, {
        campaign: input.campaign,
        ...(input.offerId ? { params: { offre: input.offerId } } : {}),
      });
    },

    activeGateway,

    /** An order started by a visitor the gateway sent; an unknown or inactive gateway gets nothing. */
    async attributeOrder(orderId: string, gatewayId: string): Promise<void> {
      if (!(await activeGateway(gatewayId))) return;
      await repository.insertAttribution(db, { gatewayId, orderId, source: 'web', at: clock.now() });
    },

    async attributeLead(leadId: string, gatewayId: string): Promise<void> {
      await repository.insertAttribution(db, { gatewayId, leadId, source: 'api', at: clock.now() });
    },

    attributionOfOrder: (orderId: string) => repository.attributionOfOrder(db, orderId),
    attributionOfLead: (leadId: string) => repository.attributionOfLead(db, leadId),
  };
}

export type GatewaysService = ReturnType<typeof createGatewaysService>;
