import { expect, it } from 'vitest';
import { GENERAL_TERMS_VERSION, generalTermsFor } from './general-terms.js';

it('gives an offer its CGV at the current version, with its own price clause', () => {
  const terms = generalTermsFor(
    { id: 'elec-trv', name: 'Électricité Tarif Bleu', energy: 'electricity', kind: 'regulated' },
    'Voltaire Énergie',
  );
  expect(terms.version).toBe(GENERAL_TERMS_VERSION);
  expect(terms.offerSection.paragraphs[0]).toContain('tarif réglementé de vente d’électricité');
  expect(terms.sections.map(({ title }) => title)).toContain('Réclamations et médiation');
  const gas = generalTermsFor(
    { id: 'gaz-indexe', name: 'Gaz Indexé', energy: 'gas', kind: 'indexed' },
    'Voltaire Énergie',
  );
  expect(gas.offerSection.paragraphs[0]).toContain('prix repère de la CRE');
  expect(gas.sections[0]?.paragraphs[0]).toContain('point de comptage et d’estimation (PCE)');
});
