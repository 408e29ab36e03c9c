import { describePriceChange } from '@voltaire/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContractDocumentInput, renderContractPdf } from '../src/modules/signing/contract-pdf.js';
import {
  CHANGE_TEMPLATES,
  CONTRACT_TEMPLATES,
  templateFor,
} from '../src/modules/signing/contract-templates.js';
import { appendSignaturePage } from '../src/modules/signing/signature-page.js';
import { supplierIdentity } from '../src/modules/signing/supplier.js';
import { archivalEntriesOf, fontsOf, type TaggedText, taggedTextOf } from './pdf-inspection.js';

const NNBSP = '\u202F';

const input: ContractDocumentInput = {
  template: templateFor('electricity', 'telesales'),
  supplier: supplierIdentity('Voltaire Énergie'),
  issuedAt: new Date('2026-11-20T08:30:00Z'),
  reference: 'VOL-2026-0000000042',
  customer: {
    civility: 'Mme',
    firstName: 'Jeanne',
    lastName: 'Dupont',
    birthDate: '1985-04-12',
    email: 'jeanne.dupont@example.fr',
    phone: '0612345678',
    // The last character is one the font cannot draw.
    supplyAddress: '8 boulevard de l’Œuvre, 75011 Paris 漢',
    billingAddress: null,
  },
  offer: {
    name: 'Électricité Fixe « Sérénité »',
    priceLines: [`Abonnement : 15,47${NNBSP}€ par mois`, `Estimation annuelle : 1${NNBSP}012,40${NNBSP}€`],
    priceChange: describePriceChange('fixed'),
    promoCode: null,
  },
  deliveryPoint: { energy: 'electricity', id: '12345678901234' },
  start: { kind: 'switching', date: '2027-01-15', expressStartRequested: false },
  mandate: {
    reference: 'VOLT-TEST-RUM-0042',
    iban: 'FR7630006000011234567890189',
    accountHolder: 'Jeanne Dupont',
    debitDay: 10,
  },
};

const signature = {
  reference: input.reference,
  signerName: 'Madame Jeanne Dupont',
  method: 'Code à usage unique envoyé par SMS',
  destinationMasked: '06 •• •• •• 78',
  signedAt: new Date('2026-11-22T10:00:00Z'),
  documentSha256: 'a'.repeat(64),
  evidenceHash: 'b'.repeat(64),
  supplierName: 'Voltaire Énergie',
};

const rolesOf = (elements: TaggedText[], role: string) =>
  elements.filter((element) => element.role === role).map((element) => element.text);

describe('the contract as a durable medium: embedded fonts, tagged (PDF/UA-1), archival (PDF/A-2b)', () => {
  let contract: Uint8Array;
  let signed: Uint8Array;
  beforeAll(async () => {
    contract = await renderContractPdf(input);
    signed = await appendSignaturePage(contract, signature);
  });

  it('embeds every font it uses as a subset with a Unicode map, in the contract and in its signature page', async () => {
    const embedded = (name: string) => ({
      name,
      subtype: 'Type0',
      encoding: '/Identity-H',
      embedded: true,
      characters: expect.stringMatching(/^.{20,}$/su),
    });
    expect(await fontsOf(contract)).toEqual([
      embedded('VOLTCB+LiberationSans-Bold'),
      embedded('VOLTCR+LiberationSans'),
    ]);
    expect(await fontsOf(signed)).toEqual([
      embedded('VOLTCB+LiberationSans-Bold'),
      embedded('VOLTCR+LiberationSans'),
      embedded('VOLTSB+LiberationSans-Bold'),
      embedded('VOLTSR+LiberationSans'),
    ]);
  });

  it('draws French typography as written: « », ’, €, Œ and the narrow no-break space; a character the font lacks becomes « ? »', async () => {
    const regular = (await fontsOf(contract)).find((font) => font.name === 'VOLTCR+LiberationSans');
    for (const character of ['«', '»', '’', '€', 'Œ', 'É', NNBSP, '?']) {
      expect(regular?.characters).toContain(character);
    }
    expect(regular?.characters).not.toContain('\u00A0');
    expect(regular?.characters).not.toContain('漢');
    // Readers' text extraction (pdf.js here, poppler too) gives any Unicode space back as a plain one.
    const text = (await taggedTextOf(contract)).elements.map((element) => element.text).join('\n');
    expect(text).toContain('Électricité Fixe « Sérénité »');
    expect(text).toMatch(/15,47\s€ par mois/);
    expect(text).toContain('8 boulevard de l’Œuvre, 75011 Paris ?');
    expect(text).toContain('Médiateur national de l’énergie');
  });

  it('is tagged in French with its title shown: sections, headings, tables with row headers, a list; every line is tagged or an artifact', async () => {
    for (const bytes of [contract, signed]) {
      expect(await archivalEntriesOf(bytes)).toMatchObject({
        marked: true,
        structTreeRoot: true,
        lang: 'fr-FR',
        displayDocTitle: true,
        title: 'Contrat de fourniture d’électricité — VOL-2026-0000000042',
      });
    }
    const { elements, untagged, artifacts } = await taggedTextOf(signed);
    expect(untagged).toEqual([]);
    // Footers are artifacts: the contract's pages were numbered before the signature page existed.
    expect(artifacts).toEqual([
      ...[1, 2, 3].map((page) =>
        expect.stringMatching(new RegExp(`modèle elec-telesales@2026-02 — page ${page}/3$`)),
      ),
      expect.stringMatching(/VOL-2026-0000000042 — page 4\/4$/),
    ]);
    expect(rolesOf(elements, 'H1')).toEqual([
      'Contrat de fourniture d’électricité',
      'Annexe — Formulaire de rétractation',
      'Page de signature électronique',
    ]);
    expect(rolesOf(elements, 'H2')).toEqual([
      '1. Les parties',
      '2. L’offre et ses prix',
      '3. Le point de livraison',
      '4. Le début de la fourniture',
      '5. Mandat de prélèvement SEPA',
      '6. Droit de rétractation',
      '7. Conditions générales et informations',
    ]);
    const rows = rolesOf(elements, 'TR');
    expect(rows).toContain('Référence unique du mandat (RUM) VOLT-TEST-RUM-0042');
    expect(rows).toContain('Signataire Madame Jeanne Dupont');
    expect(rolesOf(elements, 'TH')).toContain('IBAN du compte à débiter');
    expect(rolesOf(elements, 'L')).toEqual([
      expect.stringMatching(/^• Abonnement : 15,47\s€ par mois • Estimation annuelle : 1\s012,40\s€$/),
    ]);
    expect(rolesOf(elements, 'Lbl')).toEqual(['•', '•']);
    expect(rolesOf(elements, 'P')).toContain('Conclu le :');
    expect(rolesOf(elements, 'Sect')).toHaveLength(4); // contract (on 2 pages), annex, signature page
  });

  it('declares PDF/A-2b and PDF/UA-1 in XMP metadata that mirrors the document information, with an sRGB output intent and a file identifier of its own', async () => {
    const entries = await archivalEntriesOf(contract);
    expect(entries.xmp).toContain('<pdfaid:part>2</pdfaid:part>');
    expect(entries.xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(entries.xmp).toContain('<pdfuaid:part>1</pdfuaid:part>');
    expect(entries.xmp).toContain(
      '<pdfaSchema:namespaceURI>http://www.aiim.org/pdfua/ns/id/</pdfaSchema:namespaceURI>',
    );
    expect(entries.xmp).toContain(
      '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Contrat de fourniture d’électricité — VOL-2026-0000000042</rdf:li></rdf:Alt></dc:title>',
    );
    expect(entries.xmp).toContain('<xmp:CreateDate>2026-11-20T08:30:00Z</xmp:CreateDate>');
    expect(entries.outputIntent).toEqual({
      subtype: 'GTS_PDFA1',
      components: '3',
      colourSpace: 'RGB ',
      signature: 'acsp',
    });
    expect(entries.encrypted).toBe(false);
    expect(entries.fileId).toHaveLength(2);
    const other = await archivalEntriesOf(
      await renderContractPdf({ ...input, reference: 'VOL-2026-0000000043' }),
    );
    expect(other.fileId[0]).not.toBe(entries.fileId[0]);

    // The signature page is an update of the same file: same identity, same metadata.
    const signedEntries = await archivalEntriesOf(signed);
    expect(signedEntries.fileId).toEqual(entries.fileId);
    expect(signedEntries.xmp).toBe(entries.xmp);
  });

  it('is the same for every template (subscription by channel, offer change, moving)', async () => {
    const templates = [...CONTRACT_TEMPLATES, ...CHANGE_TEMPLATES];
    expect(templates).toHaveLength(10); // 2 energies × (3 channels + offer change + moving)
    for (const template of templates) {
      const bytes = await renderContractPdf({ ...input, template });
      const entries = await archivalEntriesOf(bytes);
      expect(entries, template.id).toMatchObject({ marked: true, structTreeRoot: true, lang: 'fr-FR' });
      expect(entries.title, template.id).toBe(`${template.title} — ${input.reference}`);
      expect(entries.xmp, template.id).toContain('<pdfaid:part>2</pdfaid:part>');
      expect(
        (await fontsOf(bytes)).map((font) => font.embedded),
        template.id,
      ).toEqual([true, true]);
    }
  });
});
