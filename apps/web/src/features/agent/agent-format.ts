const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `25/11/2026 10:32`, for the workspace's tables. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso)).replace(',', '');
}
