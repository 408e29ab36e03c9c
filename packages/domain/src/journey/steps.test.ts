import { describe, expect, it } from 'vitest';
import { canOpenStep, firstUnfinishedStep } from './steps.js';

describe('journey steps', () => {
  it('the first unfinished step is the first one not saved, whatever the order they were saved in', () => {
    expect(firstUnfinishedStep([])).toBe('housing');
    expect(firstUnfinishedStep(['housing', 'situation'])).toBe('deliveryPoint');
    expect(
      firstUnfinishedStep(['housing', 'deliveryPoint', 'situation', 'holder', 'payment', 'summary']),
    ).toBeNull();
  });

  it('a step opens only once every step before it is saved', () => {
    expect(canOpenStep('housing', [])).toBe(true);
    expect(canOpenStep('deliveryPoint', [])).toBe(false);
    expect(canOpenStep('deliveryPoint', ['housing'])).toBe(true);
    expect(canOpenStep('payment', ['housing', 'deliveryPoint', 'situation'])).toBe(false);
    expect(canOpenStep('situation', ['housing', 'deliveryPoint', 'situation', 'holder'])).toBe(true);
  });
});
