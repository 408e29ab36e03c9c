import {
  LANDING_PATHS,
  roleOfChannel,
  type SalesChannel,
  SPECIAL_CHANNEL_LANDING_PATH,
} from '@voltaire/domain';

/** The workspace an order's channel is sold from: the landing of its role (SPEC §2). */
export function workspacePathOf(channel: SalesChannel): string {
  return channel === 'specialChannel' ? SPECIAL_CHANNEL_LANDING_PATH : LANDING_PATHS[roleOfChannel(channel)];
}

/** `/contrats-energies-tlv/` and `/contrats-energies-tlv` are the same page. */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}

/** An order at its next step: the journey sends `/souscription/<commande>` there. */
export function orderPath(orderId: string): string {
  return `/souscription/${encodeURIComponent(orderId)}`;
}
