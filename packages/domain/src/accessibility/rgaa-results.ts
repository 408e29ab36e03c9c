/**
 * The RGAA 4.1 self-audit's results, criterion by criterion, kept apart from its texts (`rgaa-audit.ts`): the
 * footer, on every page, computes its status from these figures and carries nothing else. RGAA 4.1 has 106
 * criteria in 13 themes; a criterion is conforming when it holds on every page of the sample where it applies.
 * Only the criteria that are not applicable and the non-conforming ones are listed; every other one was checked
 * conforming.
 */
export const RGAA_THEME_SIZES = [9, 2, 3, 13, 8, 2, 5, 10, 4, 14, 13, 11, 12] as const;

/** '1.1' … '13.12', in the order of the standard. */
export const RGAA_CRITERION_IDS: readonly string[] = RGAA_THEME_SIZES.flatMap((size, theme) =>
  Array.from({ length: size }, (_, index) => `${theme + 1}.${index + 1}`),
);

export type RgaaResult = 'conforming' | 'notConforming' | 'notApplicable';

export interface RgaaResults {
  notApplicable: readonly string[];
  notConforming: readonly string[];
}

export const RGAA_RESULTS: RgaaResults = {
  notApplicable: [
    '1.4',
    '1.5',
    '1.6',
    '1.7',
    '1.9',
    '2.1',
    '2.2',
    '4.1',
    '4.2',
    '4.3',
    '4.4',
    '4.5',
    '4.6',
    '4.7',
    '4.8',
    '4.9',
    '4.10',
    '4.11',
    '4.12',
    '4.13',
    '5.1',
    '5.2',
    '5.3',
    '5.8',
    '8.10',
    '9.4',
    '12.3',
    '12.4',
    '12.5',
    '13.4',
    '13.7',
    '13.12',
  ],
  notConforming: ['12.1', '13.1', '13.3'],
};

export interface RgaaFigures {
  conforming: number;
  notConforming: number;
  notApplicable: number;
  /** Conforming criteria among the applicable ones, in percent, to one decimal. */
  conformanceRate: number;
}

export function rgaaResultOf(criterion: string, results: RgaaResults = RGAA_RESULTS): RgaaResult {
  if (results.notConforming.includes(criterion)) return 'notConforming';
  return results.notApplicable.includes(criterion) ? 'notApplicable' : 'conforming';
}

export function rgaaFigures(results: RgaaResults = RGAA_RESULTS): RgaaFigures {
  const counts = { conforming: 0, notConforming: 0, notApplicable: 0 };
  for (const criterion of RGAA_CRITERION_IDS) counts[rgaaResultOf(criterion, results)] += 1;
  const applicable = counts.conforming + counts.notConforming;
  const conformanceRate = applicable === 0 ? 0 : Math.floor((counts.conforming * 1000) / applicable) / 10;
  return { ...counts, conformanceRate };
}

export type AccessibilityStatus = 'totalement conforme' | 'partiellement conforme' | 'non conforme';

/** The RGAA wording: all applicable criteria met → totally; at least 50 % → partially; below → not conforming. */
export function accessibilityStatusOf(figures: RgaaFigures): AccessibilityStatus {
  if (figures.conforming + figures.notConforming === 0) return 'non conforme';
  if (figures.notConforming === 0) return 'totalement conforme';
  return figures.conformanceRate >= 50 ? 'partiellement conforme' : 'non conforme';
}
