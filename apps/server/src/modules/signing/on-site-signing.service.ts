import {
  formatPlaceOfSale,
  type OnSiteSaleContext,
  OnSiteSaleContextSchema,
  type PlaceOfSale,
  type Seller,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { OrdersService } from '../orders/orders.service.js';
import { evidenceLog, sha256Hex } from './evidence-log.js';
import type { ClientContext } from './signing-state.js';

const STARTED_EVENT = OnSiteSaleContextSchema.pick({ seller: true, place: true });

export interface OnSiteSigningDeps {
  db: Database;
  clock: Clock;
  orders: Pick<OrdersService, 'get' | 'submit' | 'lockForSigning'>;
  /** Lets a web session read and sign one order (orders module), as an opened signing link does. */
  grantSigner: (tx: DbExecutor, orderId: string, signerKey: string) => Promise<void>;
}

export interface OnSiteStart {
  orderId: string;
  ownerKey: string;
  seller: Seller;
  place: PlaceOfSale;
  /** The web session of the tablet the seller holds: the signing page runs in it. */
  signerKey: string;
  client: ClientContext;
}

/**
 * « Signer maintenant » (ADR 0018): a door-to-door sale signed on the seller's tablet. The order is first
 * submitted to every rule, then the tablet's web session may read and sign it, exactly as a signing link
 * opened there would allow; the seller and the place of sale open the evidence trail. The customer still
 * signs with a code sent to their own phone or e-mail, and keeps 14 days to withdraw.
 */
export function createOnSiteSigning({ db, clock, orders, grantSigner }: OnSiteSigningDeps) {
  return {
    async start({ orderId, ownerKey, seller, place, signerKey, client }: OnSiteStart) {
      const order = await orders.get(orderId, ownerKey);
      if (order.status === 'draft') await orders.submit(orderId, ownerKey);
      return db.transaction(async (tx) => {
        const locked = await orders.lockForSigning(tx, orderId, ownerKey);
        if (locked.status !== 'submitted') {
          throw new BusinessError(
            'ORDER_NOT_SUBMITTED',
            'Seule une commande prête à signer peut être signée sur place.',
          );
        }
        await grantSigner(tx, orderId, signerKey);
        await evidenceLog.append(tx, orderId, 'on-site-signing-started', clock.now(), {
          seller: { ...seller },
          place: {
            address: place.address,
            postalCode: place.postalCode,
            city: place.city,
            label: formatPlaceOfSale(place),
            geolocation: place.geolocation ? { ...place.geolocation } : null,
          },
          ip: client.ip,
          userAgent: client.userAgent,
          tabletSession: sha256Hex(signerKey),
        });
        return { orderId, reference: locked.reference, signingPath: `/signature/${orderId}` };
      });
    },
  };
}

export type OnSiteSigning = ReturnType<typeof createOnSiteSigning>;

/**
 * The sale context the evidence file states when `signerKey` (the session signing now) is the tablet an
 * « on-site » start was granted to; undefined for a customer signing on their own device.
 */
export async function onSiteContextOf(
  tx: DbExecutor,
  orderId: string,
  signerKey: string,
): Promise<OnSiteSaleContext | undefined> {
  const event = await evidenceLog.latestOfType(tx, orderId, 'on-site-signing-started');
  if (!event || event.data.tabletSession !== sha256Hex(signerKey)) return undefined;
  // The event holds what `start` wrote: the seller, and the place with its label (left out here).
  const { seller, place } = STARTED_EVENT.parse(event.data);
  return { kind: 'on-site', seller, place, withdrawalDays: 14 };
}
