import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isValidIban } from '@voltaire/domain';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { DEMO_CUSTOMERS } from '../src/seed/demo-customers.js';
import { VALID_STEPS } from './journey-fixtures.js';
import { runLogDir } from './log-collector.js';

/** What no log line may hold: anyone's e-mail, phone, IBAN, one-time code, password, link token or name. */
const PATTERNS: Record<string, RegExp> = {
  'e-mail': /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/,
  téléphone: /(?:\+33\s?|(?<![\w.-])0)[1-9](?:[\s.-]?\d{2}){4}(?![\w-])/,
  'code à usage unique': /"(?:code|pin|otp)"\s*:\s*"?\d{4,6}\b/,
  'jeton de lien':
    /\/(?:reprise|retractation|withdrawal|lien|definir-mot-de-passe)\/(?!\[masqué\])[A-Za-z0-9_-]{16,}/,
};
const IBAN_CANDIDATE = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?\b/g;

const { holder, payment } = VALID_STEPS;
/** The test data's and the demo's people and secrets, word for word. */
const KNOWN_SECRETS = [
  DEMO_PASSWORD,
  'Mauvais-mot-de-passe-42',
  'nouveau mot de passe tlv',
  `${holder.firstName} ${holder.lastName}`,
  holder.lastName,
  holder.birthDate,
  payment.accountHolder,
  ...DEMO_CUSTOMERS.flatMap(({ firstName, lastName }) => [`${firstName} ${lastName}`, lastName]),
];

export function leakIn(line: string): string | undefined {
  for (const [what, pattern] of Object.entries(PATTERNS)) if (pattern.test(line)) return what;
  if ([...line.matchAll(IBAN_CANDIDATE)].some(([candidate]) => isValidIban(candidate))) return 'IBAN';
  const secret = KNOWN_SECRETS.find((known) => line.includes(known));
  return secret ? `donnée de test « ${secret} »` : undefined;
}

/**
 * Reads every line the server suite logged (`log-collector.ts`) once the run ends, and fails the run if one
 * holds personal data or a secret (issue 12). A reporter, because a global teardown cannot fail a run.
 */
export default class LogPrivacyReporter {
  onTestRunEnd(): void {
    const folder = runLogDir(process.pid);
    if (!existsSync(folder)) return;
    const leaks: string[] = [];
    let lines = 0;
    for (const file of readdirSync(folder)) {
      for (const line of readFileSync(join(folder, file), 'utf8').split('\n')) {
        if (line === '') continue;
        lines += 1;
        const what = leakIn(line);
        if (what) leaks.push(`${what} : ${line.slice(0, 400)}`);
      }
    }
    rmSync(folder, { recursive: true, force: true });
    if (leaks.length === 0) {
      process.stdout.write(`\nJournaux du serveur : ${lines} lignes lues, aucune donnée personnelle.\n`);
      return;
    }
    process.stderr.write(
      `\nDonnées personnelles dans ${leaks.length} des ${lines} lignes de journal du serveur :\n${leaks.slice(0, 20).join('\n')}\n`,
    );
    process.exitCode = 1;
  }
}
