import { describe, expect, it } from 'vitest';
import { RGAA_AUDIT } from './rgaa-audit.js';
import { RGAA_CRITERION_TITLES } from './rgaa-criteria.js';
import {
  accessibilityStatusOf,
  RGAA_CRITERION_IDS,
  RGAA_RESULTS,
  rgaaFigures,
  rgaaResultOf,
} from './rgaa-results.js';

describe('the RGAA 4.1 self-audit', () => {
  it('covers the 106 criteria of RGAA 4.1, each with its title', () => {
    expect(RGAA_CRITERION_IDS).toHaveLength(106);
    expect(Object.keys(RGAA_CRITERION_TITLES)).toEqual(RGAA_CRITERION_IDS);
    for (const criterion of [...RGAA_RESULTS.notApplicable, ...RGAA_RESULTS.notConforming])
      expect(RGAA_CRITERION_IDS).toContain(criterion);
  });

  it('describes each non-conformity of the results, and no other', () => {
    expect(RGAA_AUDIT.nonConformities.map(({ criterion }) => criterion)).toEqual(RGAA_RESULTS.notConforming);
  });

  it('counts conforming, not conforming and not applicable criteria, and the rate', () => {
    expect(rgaaFigures()).toEqual({
      conforming: 71,
      notConforming: 3,
      notApplicable: 32,
      conformanceRate: 95.9,
    });
    expect(rgaaResultOf('12.1')).toBe('notConforming');
    expect(rgaaResultOf('4.1')).toBe('notApplicable');
    expect(rgaaResultOf('11.1')).toBe('conforming');
  });
});

describe('accessibilityStatusOf', () => {
  it.each([
    [{ conforming: 74, notConforming: 0, notApplicable: 32, conformanceRate: 100 }, 'totalement conforme'],
    [
      { conforming: 71, notConforming: 3, notApplicable: 32, conformanceRate: 95.9 },
      'partiellement conforme',
    ],
    [{ conforming: 37, notConforming: 37, notApplicable: 32, conformanceRate: 50 }, 'partiellement conforme'],
    [{ conforming: 36, notConforming: 38, notApplicable: 32, conformanceRate: 48.6 }, 'non conforme'],
    [{ conforming: 0, notConforming: 0, notApplicable: 106, conformanceRate: 0 }, 'non conforme'],
  ] as const)('%o → %s', (figures, status) => {
    expect(accessibilityStatusOf(figures)).toBe(status);
  });
});
