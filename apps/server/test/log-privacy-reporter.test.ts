import { describe, expect, it } from 'vitest';
import { leakIn } from './log-privacy-reporter.js';

describe('the log privacy detector', () => {
  it.each([
    ['{"msg":"sent to 06 12 34 56 78"}', 'téléphone'],
    ['{"to":"0612345678"}', 'téléphone'],
    ['{"to":"+33 612345678"}', 'téléphone'],
    ['{"to":"jeanne.martin@exemple.fr"}', 'e-mail'],
    ['{"otp":"482113"}', 'code à usage unique'],
    ['{"iban":"FR7630006000011234567890189"}', 'IBAN'],
  ])('finds personal data in %s', (line, what) => {
    expect(leakIn(line)).toBe(what);
  });

  it.each([
    '{"req":{"path":"/api/v3/command/push/63ee0843-4238-46c4-984f-8ea161410c04"}}',
    '{"req":{"path":"/api/v2/admin/predicates/c5065d29-0541-4660-87b4-ec20ba4409a9"}}',
    '{"time":1795846739605,"pid":30810}',
    '{"pdl":"09876543210987"}',
  ])('lets identifiers and timestamps through: %s', (line) => {
    expect(leakIn(line)).toBeUndefined();
  });
});
