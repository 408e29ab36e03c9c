/** RGPD (DECISIONS §2): prospects' data is anonymised 3 years after the last contact. */
export const PROSPECT_RETENTION_YEARS = 3;

/** The last-contact time before which a prospect's personal data must be gone. */
export function anonymisationCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - PROSPECT_RETENTION_YEARS);
  return cutoff;
}

export function isDueForAnonymisation(lastContactAt: Date, now: Date): boolean {
  return lastContactAt.getTime() < anonymisationCutoff(now).getTime();
}

/** What a lead keeps once anonymised: its status, channel and dates; no way to identify the person. */
export const ANONYMISED_LEAD_FIELDS = {
  civility: null,
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  basket: null,
} as const;
