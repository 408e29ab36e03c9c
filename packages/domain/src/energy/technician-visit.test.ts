import { describe, expect, it } from 'vitest';
import type { DeliveryPoint } from './delivery-point.js';
import { moveOutVisitNeed, technicianVisitNeed } from './technician-visit.js';

type Point = Pick<DeliveryPoint, 'energy' | 'gridOperator' | 'meterKind' | 'status'>;
const elec = (meterKind: Point['meterKind'], status: Point['status']): Point => ({
  energy: 'electricity',
  gridOperator: 'enedis',
  meterKind,
  status,
});
const gas = (meterKind: Point['meterKind'], status: Point['status']): Point => ({
  energy: 'gas',
  gridOperator: 'grdf',
  meterKind,
  status,
});

describe('technicianVisitNeed', () => {
  it.each([
    ['Linky, active', elec('linky', 'active'), 'connection', false, 'REMOTE_CONNECTION'],
    ['Linky, cut off', elec('linky', 'inactive'), 'connection', false, 'REMOTE_RECONNECTION'],
    ['electronic, active', elec('electronic', 'active'), 'connection', true, 'ON_SITE_READING'],
    [
      'electromechanical, cut off',
      elec('electromechanical', 'inactive'),
      'connection',
      true,
      'ON_SITE_RECONNECTION',
    ],
    ['Gazpar, active', gas('gazpar', 'active'), 'connection', false, 'REMOTE_CONNECTION'],
    ['Gazpar, cut off', gas('gazpar', 'inactive'), 'connection', true, 'GAS_REOPENING'],
    ['classic gas, active', gas('classic', 'active'), 'connection', true, 'ON_SITE_READING'],
    ['classic gas, cut off', gas('classic', 'inactive'), 'connection', true, 'GAS_REOPENING'],
    [
      'electromechanical, switching',
      elec('electromechanical', 'active'),
      'switching',
      false,
      'SWITCH_WITHOUT_VISIT',
    ],
    ['classic gas, switching', gas('classic', 'active'), 'switching', false, 'SWITCH_WITHOUT_VISIT'],
    [
      'electronic, cut off, switching asked',
      elec('electronic', 'inactive'),
      'switching',
      true,
      'ON_SITE_RECONNECTION',
    ],
  ] as const)('%s, %s → needed %s (%s)', (_label, point, supplyStart, needed, code) => {
    const need = technicianVisitNeed(point, supplyStart);
    expect(need.needed).toBe(needed);
    expect(need.code).toBe(code);
  });

  it('explains itself in French, naming the operator', () => {
    expect(technicianVisitNeed(elec('electromechanical', 'inactive'), 'connection').reason).toBe(
      'L’alimentation est coupée et votre compteur n’est pas communicant : un technicien Enedis doit venir la rétablir, en présence d’une personne majeure.',
    );
    expect(technicianVisitNeed(gas('gazpar', 'inactive'), 'connection').reason).toBe(
      'Le gaz est coupé à cette adresse : pour votre sécurité, un technicien GRDF doit venir le rétablir, en présence d’une personne majeure.',
    );
    expect(
      technicianVisitNeed({ ...elec('electronic', 'active'), gridOperator: 'edf-sei' }, 'connection').reason,
    ).toBe(
      'Votre compteur n’est pas communicant : un technicien EDF Corse doit venir le relever pour la mise en service, en présence d’une personne majeure.',
    );
    expect(technicianVisitNeed(gas('gazpar', 'active'), 'connection').reason).toBe(
      'Votre compteur Gazpar est communicant : la mise en service se fait à distance, sans rendez-vous.',
    );
  });
});

describe('moveOutVisitNeed', () => {
  it('sends a GRDF technician to read and close a classic gas meter', () => {
    expect(moveOutVisitNeed(gas('classic', 'active'))).toEqual({
      needed: true,
      code: 'MOVE_OUT_GAS_CUT_OFF',
      reason:
        'Votre compteur de gaz n’est pas communicant : un technicien GRDF doit venir relever l’index et fermer le gaz avant votre départ, en présence d’une personne majeure.',
    });
  });

  it.each([
    ['a Gazpar meter', gas('gazpar', 'active')],
    ['a Linky meter', elec('linky', 'active')],
    ['an electronic electricity meter', elec('electronic', 'active')],
  ])('needs no visit for %s', (_label, point) => {
    expect(moveOutVisitNeed(point)).toMatchObject({ needed: false, code: 'MOVE_OUT_WITHOUT_VISIT' });
  });
});
