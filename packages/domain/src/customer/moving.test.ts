import { describe, expect, it } from 'vitest';
import { checkMoveOutAppointment, checkMoveOutDate, checkNewHome, supplyStartAtNewHome } from './moving.js';

describe('moving house', () => {
  const rules = { today: '2026-03-10', contractStartDate: '2025-08-22' };

  it('takes a move-out date from today to today + 3 months', () => {
    expect(checkMoveOutDate('2026-03-10', rules).ok).toBe(true);
    expect(checkMoveOutDate('2026-06-10', rules).ok).toBe(true);
    expect(checkMoveOutDate('2026-03-09', rules)).toMatchObject({ code: 'MOVE_OUT_IN_PAST' });
    expect(checkMoveOutDate('2026-06-11', rules)).toMatchObject({
      code: 'MOVE_OUT_TOO_LATE',
      message: 'La date de départ doit être au plus tard le 10/06/2026 (dans les 3 mois).',
    });
  });

  it('refuses a move-out before the contract began', () => {
    expect(
      checkMoveOutDate('2026-03-20', { today: '2026-03-10', contractStartDate: '2026-04-01' }),
    ).toMatchObject({
      code: 'MOVE_OUT_BEFORE_CONTRACT',
      message: 'La date de départ ne peut pas précéder le début de votre contrat, le 01/04/2026.',
    });
  });

  it('refuses the same meter or the very same address as the new home, not another flat of the building', () => {
    const previous = { deliveryPointId: '16180021000887', address: '8 Boulevard du Port 80000 Amiens' };
    expect(checkNewHome(previous, { deliveryPointId: '16180021000887' }).ok).toBe(false);
    expect(
      checkNewHome(previous, {
        address: { streetNumber: '8', streetName: 'boulevard du port', zipCode: '80000', city: 'AMIENS' },
      }).ok,
    ).toBe(false);
    expect(
      checkNewHome(previous, {
        address: {
          streetNumber: '8',
          streetName: 'Boulevard du Port',
          complement: 'Apt 2',
          zipCode: '80000',
          city: 'Amiens',
        },
      }).ok,
    ).toBe(true);
  });

  it('switches in on a live meter, connects a cut-off or unknown one', () => {
    expect(supplyStartAtNewHome({ status: 'active' })).toBe('switching');
    expect(supplyStartAtNewHome({ status: 'inactive' })).toBe('connection');
    expect(supplyStartAtNewHome(null)).toBe('connection');
  });
});

describe('checkMoveOutAppointment', () => {
  it('takes one of the offered days before the move-out, nothing else', () => {
    const when = { today: '2026-03-10', moveOutDate: '2026-04-15' };
    expect(checkMoveOutAppointment({ date: '2026-04-14', period: 'morning' }, when).ok).toBe(true);
    expect(checkMoveOutAppointment({ date: '2026-04-16', period: 'morning' }, when)).toMatchObject({
      code: 'APPOINTMENT_OUT_OF_RANGE',
      message: 'Choisissez l’un des créneaux proposés pour la visite du technicien.',
    });
    expect(checkMoveOutAppointment({ date: '2026-04-06', period: 'afternoon' }, when).ok).toBe(false);
  });
});
