import {
  ORGANISATION_STATUS_LABELS,
  type OrganisationCreate,
  type OrganisationIpRange,
  type OrganisationStatus,
  type OrganisationUpdate,
  SALES_CHANNEL_LABELS,
  type SalesChannel,
} from '@voltaire/domain';

const channelsText = (channels: readonly SalesChannel[]) =>
  channels.length === 0 ? 'aucun' : channels.map((channel) => SALES_CHANNEL_LABELS[channel]).join(', ');

/** The audit log's words for an organisation created or changed. */
export function describeOrganisationChange(
  before: { name: string; channels: SalesChannel[]; status: OrganisationStatus } | undefined,
  after: OrganisationUpdate | (OrganisationCreate & { status: OrganisationStatus }),
): string {
  if (!before)
    return `Nom : ${after.name} ; canaux : ${channelsText(after.channels ?? [])} ; statut : ${ORGANISATION_STATUS_LABELS[after.status ?? 'active']}.`;
  const changes: string[] = [];
  if (after.name !== undefined && after.name !== before.name)
    changes.push(`nom : ${before.name} → ${after.name}`);
  if (after.channels !== undefined && channelsText(after.channels) !== channelsText(before.channels))
    changes.push(`canaux : ${channelsText(before.channels)} → ${channelsText(after.channels)}`);
  if (after.status !== undefined && after.status !== before.status)
    changes.push(
      `statut : ${ORGANISATION_STATUS_LABELS[before.status]} → ${ORGANISATION_STATUS_LABELS[after.status]}`,
    );
  return changes.length === 0
    ? 'Aucun changement.'
    : `${changes.join(' ; ')}.`.replace(/^./, (c) => c.toUpperCase());
}

export function describeRanges(ranges: readonly OrganisationIpRange[]): string {
  if (ranges.length === 0) return 'aucune plage';
  return ranges.map(({ rangeStart, rangeEnd }) => `${rangeStart} – ${rangeEnd}`).join(', ');
}
