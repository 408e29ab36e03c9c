import { createHash } from 'node:crypto';
import { type PDFDocument, PDFHexString } from '@cantoo/pdf-lib';

// PDF/UA-1 (ISO 14289-1) identification. Its schema is not one PDF/A-2 predefines, so the packet
// also describes it as a PDF/A extension schema (ISO 19005-2 §6.6.2.3).
const PDF_UA_IDENTIFICATION =
  '<rdf:Description rdf:about="" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/"><pdfuaid:part>1</pdfuaid:part></rdf:Description>';
const PDF_UA_EXTENSION_SCHEMA = [
  '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"',
  ' xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">',
  '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">',
  '<pdfaSchema:schema>PDF/UA Universal Accessibility Schema</pdfaSchema:schema>',
  '<pdfaSchema:namespaceURI>http://www.aiim.org/pdfua/ns/id/</pdfaSchema:namespaceURI>',
  '<pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>',
  '<pdfaSchema:property><rdf:Seq><rdf:li rdf:parseType="Resource">',
  '<pdfaProperty:name>part</pdfaProperty:name>',
  '<pdfaProperty:valueType>Integer</pdfaProperty:valueType>',
  '<pdfaProperty:category>internal</pdfaProperty:category>',
  '<pdfaProperty:description>Part of ISO 14289 the document conforms to</pdfaProperty:description>',
  '</rdf:li></rdf:Seq></pdfaSchema:property>',
  '</rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>',
].join('');

/**
 * Makes a new document an archival one (PDF/A-2b, ISO 19005-2, and PDF/UA-1): XMP metadata that
 * mirrors the information dictionary and names both standards, an sRGB output intent (the ICC profile
 * @cantoo/pdf-lib bundles), the title shown instead of the file name, and a file identifier taken from
 * `identity` rather than chance, so that the same order still gives the same bytes. The fonts
 * (embedded) and the tags are the layout's part.
 */
export function makeArchival(doc: PDFDocument, identity: string): void {
  const fileId = PDFHexString.of(createHash('sha256').update(identity).digest('hex').slice(0, 32));
  doc.context.trailerInfo.ID = doc.context.obj([fileId, fileId]);
  doc.catalog.getOrCreateViewerPreferences().setDisplayDocTitle(true);
  doc.convertToPDFA({ conformance: '2B', extensions: [PDF_UA_IDENTIFICATION, PDF_UA_EXTENSION_SCHEMA] });
}
