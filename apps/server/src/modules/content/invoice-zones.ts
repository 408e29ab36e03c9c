import type { InvoiceEnergy, InvoiceType, InvoiceZone } from '@voltaire/domain';

/** The numbered zones of a sample invoice; the same number means the same place on every sample. */
export const ZONE = {
  references: 1,
  period: 2,
  readings: 3,
  subscription: 4,
  consumption: 5,
  excise: 6,
  cta: 7,
  vat: 8,
  total: 9,
  payment: 10,
} as const;

const READINGS: Record<InvoiceType, string> = {
  estimated:
    'Le nouvel index est estimé : le gestionnaire de réseau n’a pas pu relever votre compteur. L’estimation repose sur vos consommations passées à la même saison ; elle sera corrigée automatiquement au prochain relevé réel. Vous pouvez transmettre vous-même votre index depuis votre espace client pour une facture plus juste.',
  actual:
    'Le nouvel index est réel : relevé à distance par un compteur communicant (Linky, Gazpar) ou par le technicien du gestionnaire de réseau. La consommation facturée est la différence entre cet index et le précédent ; si le précédent était estimé, l’écart est corrigé ici.',
  annualRegularisation:
    'Les index couvrent les douze derniers mois : la consommation réelle de l’année est comparée à ce que vos mensualités ont payé.',
  closing:
    'L’index de résiliation est relevé (ou transmis par vous) à la date de fin du contrat, par exemple le jour de votre déménagement. Aucune consommation n’est facturée au-delà.',
};

const TOTAL: Record<InvoiceType, string> = {
  estimated: 'Le montant à payer toutes taxes comprises pour la période.',
  actual: 'Le montant à payer toutes taxes comprises pour la période.',
  annualRegularisation:
    'Le total de l’année moins les mensualités déjà payées : un solde positif reste à payer, un solde négatif vous est remboursé.',
  closing:
    'Le solde de tout compte : le total jusqu’à la date de résiliation moins ce que vous avez déjà payé. Un trop-perçu vous est remboursé dans les 15 jours suivant cette facture.',
};

const PAYMENT: Record<InvoiceType, string> = {
  estimated: 'La date et le mode de paiement : ici, le prélèvement SEPA, annoncé au moins 14 jours avant.',
  actual: 'La date et le mode de paiement : ici, le prélèvement SEPA, annoncé au moins 14 jours avant.',
  annualRegularisation:
    'Le solde est prélevé ou remboursé à la date indiquée ; votre nouvel échéancier de mensualités, recalculé sur votre consommation réelle, est joint à la facture.',
  closing: 'Le mode de règlement du solde, et la fin des prélèvements : vous ne recevrez plus de facture.',
};

const PERIOD: Record<InvoiceType, string> = {
  estimated:
    'La période couverte et le type de facture : ici, une facture intermédiaire établie sur une estimation.',
  actual:
    'La période couverte et le type de facture : ici, une facture établie sur un relevé réel du compteur.',
  annualRegularisation:
    'La période couverte et le type de facture : vous payez des mensualités fixes toute l’année, puis cette facture fait le compte une fois par an.',
  closing:
    'La période couverte et le type de facture : la dernière facture du contrat, émise dans les quatre semaines suivant la résiliation.',
};

/** The zones of one sample, each explained for its energy and invoice type. */
export function invoiceZones(energy: InvoiceEnergy, type: InvoiceType): InvoiceZone[] {
  const electricity = energy === 'electricity';
  const zones: Record<keyof typeof ZONE, Omit<InvoiceZone, 'number'>> = {
    references: {
      title: 'Vos références',
      explanation: electricity
        ? 'Votre numéro de client, le numéro de la facture et votre point de livraison (PDL, 14 chiffres), l’identifiant de votre compteur pour Enedis. Donnez-les quand vous nous contactez.'
        : 'Votre numéro de client, le numéro de la facture et votre point de comptage et d’estimation (PCE, 14 chiffres ou GI suivi de 6 chiffres), l’identifiant de votre compteur pour GRDF. Donnez-les quand vous nous contactez.',
    },
    period: { title: 'Type et période de facturation', explanation: PERIOD[type] },
    readings: { title: 'Relevé des index', explanation: READINGS[type] },
    subscription: {
      title: 'Abonnement',
      explanation: electricity
        ? `La part fixe, qui dépend de la puissance souscrite (en kVA) et de l’option tarifaire (Base ou Heures pleines / Heures creuses). Elle est due même sans consommation${type === 'closing' ? ' et s’arrête au jour de la résiliation : elle est comptée au prorata' : ''}.`
        : `La part fixe, qui dépend de votre tarif, lui-même choisi selon votre consommation annuelle (cuisson, eau chaude, chauffage). Elle est due même sans consommation${type === 'closing' ? ' et s’arrête au jour de la résiliation : elle est comptée au prorata' : ''}.`,
    },
    consumption: {
      title: 'Consommation',
      explanation: electricity
        ? 'Les kWh consommés (nouvel index moins ancien index) multipliés par le prix du kWh de votre offre, hors taxes.'
        : 'Votre compteur mesure des mètres cubes (m³) ; ils sont convertis en kWh par un coefficient qui dépend du pouvoir calorifique du gaz livré et de l’altitude de votre commune, puis multipliés par le prix du kWh de votre offre, hors taxes.',
    },
    excise: {
      title: electricity ? 'Accise sur l’électricité' : 'Accise sur le gaz naturel',
      explanation: electricity
        ? 'Une taxe de l’État sur chaque MWh consommé, qui a remplacé la CSPE (TICFE) et les anciennes taxes locales sur l’électricité. Son taux est fixé par la loi et le même chez tous les fournisseurs.'
        : 'Une taxe de l’État sur chaque MWh de gaz consommé (anciennement TICGN). Son taux est fixé par la loi et le même chez tous les fournisseurs.',
    },
    cta: {
      title: 'Contribution tarifaire d’acheminement (CTA)',
      explanation: electricity
        ? 'Elle finance les retraites des personnels des industries électriques et gazières. Elle est calculée en pourcentage de la part fixe du tarif d’utilisation du réseau (TURPE), fixé par arrêté : elle ne dépend pas de votre consommation.'
        : 'Elle finance les retraites des personnels des industries électriques et gazières. Elle est calculée en pourcentage de la part fixe du tarif d’acheminement sur le réseau de distribution (ATRD), fixé par arrêté : elle ne dépend pas de votre consommation.',
    },
    vat: {
      title: 'TVA',
      explanation:
        'La TVA à 20 % s’applique à l’ensemble de la facture : abonnement, consommation, accise et CTA. Depuis le 1er août 2025, l’abonnement et la CTA ne bénéficient plus du taux réduit de 5,5 %.',
    },
    total: { title: 'Montant de la facture', explanation: TOTAL[type] },
    payment: { title: 'Échéance et paiement', explanation: PAYMENT[type] },
  };
  return (Object.keys(ZONE) as (keyof typeof ZONE)[]).map((key) => ({ number: ZONE[key], ...zones[key] }));
}
