import { PDFDocument } from '@cantoo/pdf-lib';
import {
  CIVILITY_LABELS,
  type DEBIT_DAYS,
  type Energy,
  formatFrenchDate,
  type IsoDate,
  SEPA_PRENOTIFICATION_DAYS,
  toIsoDateInTimeZone,
  WITHDRAWAL_PERIOD_DAYS,
} from '@voltaire/domain';
import { type ContractTemplate, templateVersionId } from './contract-templates.js';
import { makeArchival } from './pdf-archival.js';
import { createPdfLayout } from './pdf-layout.js';
import type { Supplier } from './supplier.js';

export interface ContractDocumentInput {
  template: ContractTemplate;
  supplier: Supplier;
  /** When the document was drawn up: from the order, never "now", so the same order gives the same bytes. */
  issuedAt: Date;
  reference: string;
  customer: {
    civility: keyof typeof CIVILITY_LABELS;
    firstName: string;
    lastName: string;
    birthDate: IsoDate;
    email: string;
    phone: string;
    supplyAddress: string;
    billingAddress: string | null;
  };
  offer: {
    name: string;
    /** Unit prices and, when the consumption is known, the yearly estimate, in French. */
    priceLines: string[];
    /** How the price may change, as the pre-contract information said it (`describePriceChange`). */
    priceChange: string;
    promoCode: string | null;
  };
  deliveryPoint: { energy: Energy; id: string | null };
  start: { kind: 'switching' | 'connection'; date: IsoDate; expressStartRequested: boolean };
  mandate: {
    reference: string;
    /** In clear, for the mandate only; never logged. */
    iban: string;
    accountHolder: string;
    debitDay: (typeof DEBIT_DAYS)[number];
  };
}

const GRID_OPERATOR: Record<Energy, { point: string; operator: string }> = {
  electricity: { point: 'Point de livraison (PDL / PRM)', operator: 'Enedis' },
  gas: { point: 'Point de comptage et d’estimation (PCE)', operator: 'GRDF' },
};

const groupIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/**
 * The contract in French, as an archival, tagged PDF (PDF/A-2b, PDF/UA-1): parties, offer and prices, delivery
 * point, start, SEPA mandate, withdrawal form, terms.
 */
export async function renderContractPdf(input: ContractDocumentInput): Promise<Uint8Array> {
  const { template, supplier, customer, offer, deliveryPoint, start, mandate } = input;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${template.title} — ${input.reference}`);
  doc.setAuthor(supplier.name);
  doc.setSubject(`Commande ${input.reference}`);
  doc.setCreator(`${supplier.name} — modèle ${templateVersionId(template)}`);
  doc.setProducer(supplier.name);
  doc.setLanguage('fr-FR');
  doc.setCreationDate(input.issuedAt);
  doc.setModificationDate(input.issuedAt);
  makeArchival(doc, `${templateVersionId(template)} ${input.reference} ${input.issuedAt.toISOString()}`);

  const customerName = `${CIVILITY_LABELS[customer.civility]} ${customer.firstName} ${customer.lastName}`;
  const issuedOn = formatFrenchDate(toIsoDateInTimeZone(input.issuedAt));
  const layout = await createPdfLayout(doc, 'contract');

  layout.title(template.title);
  layout.subtitle(template.subtitle);
  layout.field('Référence de la commande', input.reference);
  layout.field('Document établi le', issuedOn);

  layout.heading('1. Les parties');
  layout.field(
    'Le fournisseur',
    `${supplier.name}, ${supplier.legalDetails}, ${supplier.address}. Identifiant créancier SEPA (ICS) : ${supplier.creditorId}.`,
  );
  layout.field(
    'Le client',
    `${customerName}, né(e) le ${formatFrenchDate(customer.birthDate)}. E-mail : ${customer.email}. Téléphone : ${customer.phone}.`,
  );
  layout.field('Adresse de fourniture', customer.supplyAddress);
  if (customer.billingAddress) layout.field('Adresse de facturation', customer.billingAddress);

  layout.heading('2. L’offre et ses prix');
  layout.field('Offre souscrite', offer.name);
  for (const line of offer.priceLines) layout.bullet(line);
  if (offer.promoCode) layout.paragraph(`Code promotionnel appliqué : ${offer.promoCode}.`);
  layout.small('Prix toutes taxes comprises.');
  layout.field('Évolution des prix', offer.priceChange);

  const grid = GRID_OPERATOR[deliveryPoint.energy];
  layout.heading('3. Le point de livraison');
  layout.field(
    grid.point,
    deliveryPoint.id
      ? `${deliveryPoint.id} (gestionnaire de réseau : ${grid.operator})`
      : `À identifier par ${grid.operator} à partir de l’adresse de fourniture`,
  );

  layout.heading('4. Le début de la fourniture');
  layout.field(
    start.kind === 'switching' ? 'Changement de fournisseur' : 'Mise en service',
    `Début de fourniture prévu le ${formatFrenchDate(start.date)}.`,
  );
  layout.paragraph(
    start.kind === 'switching'
      ? 'Votre contrat actuel sera résilié automatiquement à cette date, sans coupure ni démarche de votre part.'
      : 'La mise en service est demandée au gestionnaire de réseau, qui vous contactera si une intervention est nécessaire.',
  );
  if (start.expressStartRequested) {
    layout.paragraph(
      `Vous avez demandé expressément que la fourniture commence avant la fin du délai de rétractation de ${WITHDRAWAL_PERIOD_DAYS} jours. Si vous vous rétractez ensuite, vous ne devrez que l’énergie consommée jusqu’à la rétractation.`,
    );
  }

  layout.heading('5. Mandat de prélèvement SEPA');
  layout.field('Référence unique du mandat (RUM)', mandate.reference);
  layout.field('Créancier', `${supplier.name}, ${supplier.address} — ICS ${supplier.creditorId}`);
  layout.field('Débiteur (titulaire du compte)', mandate.accountHolder);
  layout.field('IBAN du compte à débiter', groupIban(mandate.iban));
  layout.field('Type de paiement', `Récurrent, le ${mandate.debitDay} du mois`);
  layout.paragraph(
    `En signant ce mandat, vous autorisez ${supplier.name} à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de ${supplier.name}. Vous bénéficiez du droit d’être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé. Chaque prélèvement vous est annoncé au moins ${SEPA_PRENOTIFICATION_DAYS} jours à l’avance.`,
  );

  layout.heading('6. Droit de rétractation');
  layout.paragraph(
    `Vous disposez d’un délai de ${WITHDRAWAL_PERIOD_DAYS} jours à compter de la signature de ce contrat pour vous rétracter, sans donner de motif ni payer de pénalité : par le lien reçu dans l’e-mail de confirmation, par toute autre déclaration dénuée d’ambiguïté, ou en renvoyant le formulaire de rétractation joint en annexe.`,
  );

  layout.heading('7. Conditions générales et informations');
  layout.paragraph(
    `Le présent contrat est régi par les conditions générales de vente de ${supplier.name}, version ${template.generalTermsVersion}, que vous avez acceptées avant de signer. Il est conclu pour une durée indéterminée ; vous pouvez le résilier à tout moment, sans frais.`,
  );
  if (template.channelClause) layout.paragraph(template.channelClause);
  layout.paragraph(
    `Réclamations : ${supplier.customerServiceEmail}. En cas de litige non résolu dans un délai de deux mois après votre réclamation écrite, vous pouvez saisir gratuitement le Médiateur national de l’énergie (www.energie-mediateur.fr).`,
  );
  layout.paragraph(
    'Signature électronique : ce contrat est signé par un code à usage unique ; la page de signature ajoutée à la suite de ce document en atteste, avec l’empreinte SHA-256 du document signé.',
  );

  layout.newPage();
  layout.title('Annexe — Formulaire de rétractation');
  layout.subtitle('À compléter et renvoyer uniquement si vous souhaitez vous rétracter du contrat.');
  layout.paragraph(
    `À l’attention de ${supplier.withdrawalAddress} : je vous notifie par la présente ma rétractation du contrat de fourniture ${template.title.replace('Contrat de fourniture ', '')} référencé ${input.reference}.`,
  );
  layout.gap(6);
  layout.blank('Conclu le');
  layout.blank('Nom du consommateur');
  layout.blank('Adresse du consommateur');
  layout.blank('Signature (uniquement en cas d’envoi sur papier)');
  layout.blank('Date');

  layout.footer(
    (page, count) =>
      `${supplier.name} — commande ${input.reference} — modèle ${templateVersionId(template)} — page ${page}/${count}`,
  );
  return doc.save({ useObjectStreams: false });
}
