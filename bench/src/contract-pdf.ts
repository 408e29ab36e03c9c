// Draws up one contract PDF and its signed copy (the signature page as an incremental update) with the
// built server's modules, several times: median time and size of each. A figure, never a gate.
// Alone: `node --import tsx bench/src/contract-pdf.ts [folder]` also writes both PDFs to the folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describePriceChange } from '@voltaire/domain';
import { repoRoot } from './paths.js';

const RUNS = 15;

export interface ContractPdfBenchmark {
  runs: number;
  contract: { medianMs: number; firstMs: number; bytes: number };
  signed: { medianMs: number; bytes: number };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

// The built server's modules, typed here by what the benchmark uses (the bench project does not compile the server).
interface SigningModules {
  'contract-templates.js': { templateFor: (energy: 'electricity', channel: 'telesales') => unknown };
  'supplier.js': { supplierIdentity: (brandName: string) => { name: string } };
  'contract-pdf.js': { renderContractPdf: (input: unknown) => Promise<Uint8Array> };
  'signature-page.js': { appendSignaturePage: (bytes: Uint8Array, details: unknown) => Promise<Uint8Array> };
}

async function serverModule<P extends keyof SigningModules>(path: P): Promise<SigningModules[P]> {
  return (await import(
    pathToFileURL(join(repoRoot, 'apps/server/dist/modules/signing', path)).href
  )) as SigningModules[P];
}

/** A realistic order: accents, « », ’, €, the narrow no-break space, a promo code and an express start. */
async function sampleInput() {
  const { templateFor } = await serverModule('contract-templates.js');
  const { supplierIdentity } = await serverModule('supplier.js');
  return {
    template: templateFor('electricity', 'telesales'),
    supplier: supplierIdentity('Voltaire Énergie'),
    issuedAt: new Date('2026-11-20T08:30:00Z'),
    reference: 'VOL-2026-0000000001',
    customer: {
      civility: 'Mme' as const,
      firstName: 'Jeanne',
      lastName: 'Dupont-Lefèvre',
      birthDate: '1985-04-12',
      email: 'jeanne.dupont@example.fr',
      phone: '06 12 34 56 78',
      supplyAddress: '8 boulevard de l’Œuvre, 75011 Paris',
      billingAddress: null,
    },
    offer: {
      name: 'Électricité Fixe « Sérénité »',
      priceLines: [
        'Abonnement : 15,47\u202F€ par mois (6\u202FkVA, option Base)',
        'Prix du kWh : 0,1952\u202F€',
        'Estimation annuelle : 1\u202F012,40\u202F€ pour 4\u202F200\u202FkWh',
      ],
      promoCode: 'BIENVENUE',
      priceChange: describePriceChange('fixed'),
    },
    deliveryPoint: { energy: 'electricity' as const, id: '12345678901234' },
    start: { kind: 'switching' as const, date: '2027-01-15', expressStartRequested: true },
    mandate: {
      reference: 'VOLT-BENCH-RUM-0001',
      iban: 'FR7630006000011234567890189',
      accountHolder: 'Jeanne Dupont-Lefèvre',
      debitDay: 10 as const,
    },
  };
}

export async function runContractPdfBenchmark(outputDir?: string): Promise<ContractPdfBenchmark> {
  const { renderContractPdf } = await serverModule('contract-pdf.js');
  const { appendSignaturePage } = await serverModule('signature-page.js');
  const input = await sampleInput();
  const details = {
    reference: input.reference,
    signerName: 'Madame Jeanne Dupont-Lefèvre',
    method: 'Code à usage unique envoyé par SMS',
    destinationMasked: '06 •• •• •• 78',
    signedAt: new Date('2026-11-22T10:00:00Z'),
    documentSha256: 'a'.repeat(64),
    evidenceHash: 'b'.repeat(64),
    supplierName: input.supplier.name,
  };
  const contractTimes: number[] = [];
  const signedTimes: number[] = [];
  let contract: Uint8Array = new Uint8Array();
  let signed: Uint8Array = new Uint8Array();
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    contract = await renderContractPdf(input);
    contractTimes.push(performance.now() - started);
    started = performance.now();
    signed = await appendSignaturePage(contract, details);
    signedTimes.push(performance.now() - started);
  }
  if (outputDir) {
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(join(outputDir, 'contract.pdf'), contract);
    writeFileSync(join(outputDir, 'signed.pdf'), signed);
  }
  return {
    runs: RUNS,
    contract: {
      medianMs: median(contractTimes),
      firstMs: contractTimes[0] as number,
      bytes: contract.length,
    },
    signed: { medianMs: median(signedTimes), bytes: signed.length },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runContractPdfBenchmark(process.argv[2]);
  console.log(JSON.stringify(result, null, 2));
}
