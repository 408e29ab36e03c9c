import { describe, expect, it } from 'vitest';
import { contractStatusOn, transitionContract } from './contract.js';

describe('contract states', () => {
  it.each([
    ['pendingStart', 'activate', 'active'],
    ['active', 'terminate', 'terminated'],
    ['pendingStart', 'withdraw', 'withdrawn'],
    ['active', 'withdraw', 'withdrawn'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(transitionContract(from, event)).toEqual({ ok: true, value: to });
  });

  it('refuses what the machine forbids, in French', () => {
    expect(transitionContract('terminated', 'withdraw')).toEqual({
      ok: false,
      code: 'FORBIDDEN_TRANSITION',
      message: 'Ce contrat est terminé : il ne peut plus faire l’objet d’une rétractation.',
    });
    expect(transitionContract('active', 'activate').ok).toBe(false);
  });

  it('follows the calendar: starts on its start date, ends the day after its end date', () => {
    const contract = { status: 'pendingStart' as const, startDate: '2026-04-01', endDate: '2026-06-30' };
    expect(contractStatusOn(contract, '2026-03-31')).toBe('pendingStart');
    expect(contractStatusOn(contract, '2026-04-01')).toBe('active');
    expect(contractStatusOn(contract, '2026-06-30')).toBe('active');
    expect(contractStatusOn(contract, '2026-07-01')).toBe('terminated');
    expect(contractStatusOn({ ...contract, status: 'withdrawn' }, '2026-05-01')).toBe('withdrawn');
  });
});
