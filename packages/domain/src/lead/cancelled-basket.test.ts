import { describe, expect, it } from 'vitest';
import { LeadBasketSchema, StopDetailsSchema } from './cancelled-basket.js';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('StopDetailsSchema', () => {
  it('needs a reason', () => {
    expect(messages(StopDetailsSchema.safeParse({ reason: '  ' }))).toEqual([
      ['reason', 'Indiquez un motif'],
    ]);
  });
  it('a refusal needs the proposal it refused', () => {
    expect(messages(StopDetailsSchema.safeParse({ reason: 'Trop cher', reasonForRefusal: 'Idem' }))).toEqual([
      ['newBundle', 'Indiquez l’offre proposée qui a été refusée.'],
    ]);
  });
  it('keeps a refused proposal', () => {
    expect(
      StopDetailsSchema.parse({
        reason: ' Trop cher ',
        newBundle: 'elec-verte',
        reasonForRefusal: 'Pas vert',
      }),
    ).toEqual({ reason: 'Trop cher', newBundle: 'elec-verte', reasonForRefusal: 'Pas vert' });
  });
});

describe('LeadBasketSchema', () => {
  it('refuses a zero quantity in French', () => {
    expect(messages(LeadBasketSchema.safeParse({ products: [{ sku: 'BORNE-7KW', quantity: 0 }] }))).toEqual([
      ['products.0.quantity', 'La quantité doit être comprise entre 1 et 99.'],
    ]);
  });
});
