import { PDFDocument, type PDFObject, PDFStream } from '@cantoo/pdf-lib';
import { createPdfLayout, type PdfLayout } from './pdf-layout.js';

export interface SignatureDetails {
  reference: string;
  signerName: string;
  /** How the signer was authenticated, in French, e.g. « code à usage unique envoyé par SMS ». */
  method: string;
  destinationMasked: string;
  signedAt: Date;
  documentSha256: string;
  /** Hash of the last evidence event before signing (the code accepted). */
  evidenceHash: string;
  supplierName: string;
  /** A door-to-door sale signed on the seller's tablet: the seller and the place of sale. */
  onSite?: string;
}

/**
 * The signed PDF: the exact bytes the customer saw, followed by a signature page written as a PDF
 * incremental update. The signed file therefore starts with the signed document, byte for byte.
 */
export async function appendSignaturePage(
  original: Uint8Array,
  details: SignatureDetails,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { forIncrementalUpdate: true, updateMetadata: false });
  await drawUntracked(doc, async () => {
    const layout = await createPdfLayout(doc, 'signature');
    drawSignaturePage(layout, details);
    await layout.embedFonts();
  });
  return doc.commit({ useObjectStreams: false });
}

function drawSignaturePage(layout: PdfLayout, details: SignatureDetails): void {
  layout.title('Page de signature électronique');
  layout.subtitle(`Commande ${details.reference} — signature électronique simple (règlement eIDAS)`);
  layout.field('Signataire', details.signerName);
  layout.field('Méthode d’authentification', `${details.method} (${details.destinationMasked})`);
  layout.field('Signé le (UTC)', details.signedAt.toISOString());
  if (details.onSite) {
    layout.field('Vente hors établissement', details.onSite);
    layout.paragraph(
      'Contrat conclu hors établissement : vous disposez de 14 jours à compter de la signature pour vous rétracter, sans frais ni justification (Code de la consommation, article L221-18).',
    );
  }
  layout.field('Empreinte SHA-256 du document signé', details.documentSha256);
  layout.field('Empreinte du journal de preuve au moment de la signature', details.evidenceHash);
  layout.paragraph(
    `Le document signé correspond aux pages précédentes de ce fichier. Le fichier de preuve conservé par ${details.supplierName} (horodatages, adresse IP, navigateur, journal chaîné) permet de vérifier que pas un octet n’en a changé.`,
  );
  layout.footer(
    (page, count) => `${details.supplierName} — commande ${details.reference} — page ${page}/${count}`,
  );
}

/**
 * In an incremental update, @cantoo/pdf-lib notes which existing objects change by searching the whole
 * document for the owner of every value set: that search made the signature page ten times slower than
 * the whole contract. The objects an update creates are written anyway, so the page is drawn with the
 * noting off, and the existing objects it changed (the page tree, the structure tree) are found by
 * comparing them before and after (a stream by its dictionary: drawing never rewrites stored bytes).
 */
async function drawUntracked(doc: PDFDocument, draw: () => Promise<void>): Promise<void> {
  const { context } = doc;
  const snapshot = context.snapshot;
  context.snapshot = undefined;
  try {
    const text = (object: PDFObject | undefined) =>
      String(object instanceof PDFStream ? object.dict : object);
    const before = new Map(context.enumerateIndirectObjects().map(([ref, object]) => [ref, text(object)]));
    await draw();
    for (const [ref, was] of before) {
      if (text(context.lookup(ref)) !== was) snapshot?.markRefForSave(ref);
    }
  } finally {
    context.snapshot = snapshot;
  }
}
