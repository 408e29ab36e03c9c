import { fail, ok, type Result } from '../result.js';
import { addDays } from './add-days.js';
import { type IsoDate, requireIsoDate } from './iso-date.js';
import { addWorkingDays } from './working-days.js';

/** Codes above this offset (10 years) are refused: they are typos, and would loop for long. */
export const MAX_DATE_CODE_OFFSET = 3660;

const DATE_CODE_PATTERN = /^(JC|JO)\+(\d{1,6})$/;

/**
 * Resolves a start-date code from `fromIsoDate` (SPEC §5):
 * - `JC+n` adds n calendar days (`JC+0` is the date itself);
 * - `JO+n` adds n working days, the start date never counting (see `addWorkingDays`);
 *   `JO+0` is the date itself when it is a working day, else the next working day.
 * Anything else (lower case, spaces, negative or decimal n, n > 3660) is `INVALID_DATE_CODE`.
 * An invalid `fromIsoDate` is a caller bug and throws a `RangeError`.
 */
export function resolveDateCode(code: string, fromIsoDate: IsoDate): Result<IsoDate, 'INVALID_DATE_CODE'> {
  requireIsoDate(fromIsoDate);
  const match = DATE_CODE_PATTERN.exec(code);
  const offset = Number(match?.[2]);
  if (!match || offset > MAX_DATE_CODE_OFFSET) {
    return fail('INVALID_DATE_CODE', `Code de date invalide : « ${code} ». Formats attendus : JC+n ou JO+n.`);
  }
  return ok(match[1] === 'JC' ? addDays(fromIsoDate, offset) : addWorkingDays(fromIsoDate, offset));
}
