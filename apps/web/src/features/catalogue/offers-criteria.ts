import { isValidInseeCode, isValidPostalCode } from '@voltaire/domain';
import type { Energy } from './catalogue-api';

/** What the visitor told the offers page, as it sits in the address bar (`?codePostal=75011&energie=gaz`). */
export interface OffersCriteria {
  postalCode?: string;
  inseeCode?: string;
  city?: string;
  energy?: Energy;
}

const ENERGY_PARAM: Record<Energy, string> = { electricity: 'electricite', gas: 'gaz' };

export const CRITERIA_PARAMS = {
  postalCode: 'codePostal',
  inseeCode: 'insee',
  city: 'commune',
  energy: 'energie',
} as const;

/**
 * The criteria of the address bar; anything malformed is ignored: a postal code not of 5 digits, or without
 * the INSEE code of one of its communes.
 */
export function readCriteria(params: URLSearchParams): OffersCriteria {
  const criteria: OffersCriteria = {};
  const postalCode = params.get(CRITERIA_PARAMS.postalCode)?.trim();
  const inseeCode = params.get(CRITERIA_PARAMS.inseeCode)?.trim();
  if (postalCode && isValidPostalCode(postalCode) && inseeCode && isValidInseeCode(inseeCode)) {
    criteria.postalCode = postalCode;
    criteria.inseeCode = inseeCode;
    const city = params.get(CRITERIA_PARAMS.city)?.trim();
    if (city) criteria.city = city;
  }
  const energyParam = params.get(CRITERIA_PARAMS.energy);
  const energy = (Object.keys(ENERGY_PARAM) as Energy[]).find((key) => ENERGY_PARAM[key] === energyParam);
  if (energy) criteria.energy = energy;
  return criteria;
}

export function writeCriteria(criteria: OffersCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.postalCode) params.set(CRITERIA_PARAMS.postalCode, criteria.postalCode);
  if (criteria.postalCode && criteria.inseeCode) {
    params.set(CRITERIA_PARAMS.inseeCode, criteria.inseeCode);
    if (criteria.city) params.set(CRITERIA_PARAMS.city, criteria.city);
  }
  if (criteria.energy) params.set(CRITERIA_PARAMS.energy, ENERGY_PARAM[criteria.energy]);
  return params;
}
