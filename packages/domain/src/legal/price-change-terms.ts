import { type OfferKind, OfferKindSchema } from '../pricing/offer.js';

/**
 * How each kind of offer's price may change (Code de la consommation L224-3 and L224-10): the pre-contract
 * information and the contract say it in these words, so that what the customer read is what they sign.
 */
export const PRICE_CHANGE_TERMS = {
  fixed:
    'Le prix du kWh hors taxes est fixe pendant 12\u202Fmois à compter de la mise en service. L’abonnement, les taxes et contributions suivent leurs évolutions réglementaires.',
  green:
    'Le prix du kWh hors taxes est fixe pendant 12\u202Fmois à compter de la mise en service. L’abonnement, les taxes et contributions suivent leurs évolutions réglementaires.',
  indexed:
    'Le prix du kWh suit le tarif de référence (tarif réglementé pour l’électricité, prix repère de la CRE pour le gaz), avec la même remise en pourcentage\u202F; il évolue donc à chacune de ses mises à jour.',
  regulated: 'Les prix sont fixés par les pouvoirs publics et évoluent à chacune de leurs décisions.',
} as const satisfies Record<OfferKind, string>;

/** What any other change of the prices or conditions requires (L224-10). */
export const PRICE_CHANGE_NOTICE =
  'Toute autre modification des prix ou des conditions vous est annoncée au moins un mois à l’avance\u202F; vous pouvez alors résilier sans frais.';

/** « Évolution des prix » for an offer of this kind; a kind the catalogue does not know reads as a fixed price. */
export function describePriceChange(kind: string): string {
  const known = OfferKindSchema.safeParse(kind);
  return `${PRICE_CHANGE_TERMS[known.success ? known.data : 'fixed']} ${PRICE_CHANGE_NOTICE}`;
}
