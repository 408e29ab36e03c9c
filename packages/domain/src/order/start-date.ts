import { addDays } from '../calendar/add-days.js';
import { resolveDateCode } from '../calendar/resolve-date-code.js';
import { firstWorkingDayOnOrAfter } from '../calendar/working-days.js';
import { WITHDRAWAL_PERIOD_DAYS } from '../constants.js';

export type SupplyStart = 'switching' | 'connection';

/**
 * Lead times (DECISIONS §2): a supplier switch takes about 20 days (14 working days); a connection
 * (mise en service) up to 5 working days, or the next working day with the paid express option.
 */
export const START_DATE_CODES = {
  switching: 'JO+14',
  connection: 'JO+5',
  connectionExpress: 'JO+1',
} as const;

/** The earliest start date the customer may pick, from today (`YYYY-MM-DD`). */
export function earliestStartDate(kind: SupplyStart, today: string, { express = false } = {}): string {
  const code =
    kind === 'switching'
      ? START_DATE_CODES.switching
      : express
        ? START_DATE_CODES.connectionExpress
        : START_DATE_CODES.connection;
  const resolved = resolveDateCode(code, today);
  if (!resolved.ok) throw new Error(`bad start date code ${code}`);
  return resolved.value;
}

/**
 * Last day to withdraw: 14 days after the contract is signed (Code de la consommation L221-18); a period
 * ending on a Saturday, a Sunday or a public holiday runs to the next working day (L221-19).
 */
export function withdrawalDeadline(signedOn: string): string {
  return firstWorkingDayOnOrAfter(addDays(signedOn, WITHDRAWAL_PERIOD_DAYS));
}

/** Supply may start inside the withdrawal period only on the customer's express, recorded request. */
export function needsExpressStartRequest(startDate: string, signedOn: string): boolean {
  return startDate <= withdrawalDeadline(signedOn);
}
