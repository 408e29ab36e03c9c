import { z } from 'zod';
import { CitySchema } from './city.js';
import { InseeCodeSchema } from './insee-code.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { PostalCodeSchema } from './postal-code.js';
import { StreetNameSchema } from './street-name.js';
import { StreetNumberSchema } from './street-number.js';

export const ADDRESS_MODES = ['search', 'manual'] as const;
/** `search` (default): the address is valid only once a suggestion was chosen. `manual`: typed in. */
export type AddressMode = (typeof ADDRESS_MODES)[number];

export type AddressSchemaOptions = {
  mode?: AddressMode;
  /** Only postal code, city and INSEE code are asked: street fields become optional. */
  zipAndCityOnly?: boolean;
  /** The consent to look up the delivery point is shown: it must then be checked. */
  consentFindPoint?: boolean;
};

/** In search mode `oneLineSearchValid` must be true: a suggestion was picked (SPEC §4, §5). */
export const AddressFoundSchema = z.literal(true, { error: VALIDATION_MESSAGES.addressNotFound });

export function isAddressFound(address: { oneLineSearchValid?: boolean | null | undefined }): boolean {
  return address.oneLineSearchValid === true;
}

const optionalText = z.string().trim().max(255, { error: VALIDATION_MESSAGES.invalidFormat }).optional();
const optionalFlag = z.boolean().optional();

/**
 * The address field group of SPEC §3–§5 for the given options. Errors carry the field
 * name as path; the "address not found" error sits on `oneLineSearchValid`, shown under
 * the search field.
 */
export function createAddressSchema({
  mode = 'search',
  zipAndCityOnly = false,
  consentFindPoint = false,
}: AddressSchemaOptions = {}) {
  return z.object({
    streetNumber: zipAndCityOnly ? optionalText : StreetNumberSchema,
    streetName: zipAndCityOnly ? optionalText : StreetNameSchema,
    complement: optionalText,
    zipCode: PostalCodeSchema,
    city: CitySchema,
    inseeCode: InseeCodeSchema,
    consentFindPoint: consentFindPoint
      ? z.literal(true, { error: VALIDATION_MESSAGES.consentFindPointRequired })
      : optionalFlag,
    oneLineSearchValid: mode === 'search' ? AddressFoundSchema : optionalFlag,
    fullAddress: z.string().trim().optional(),
  });
}

/** The default address group: search mode, street fields required, no consent box. */
export const AddressSchema = createAddressSchema();

/**
 * The Address entity (SPEC §3), whatever the options it was validated with. Written out
 * because each option set gives a slightly different schema; every variant's output fits it.
 */
export type Address = {
  streetNumber?: string | undefined;
  streetName?: string | undefined;
  complement?: string | undefined;
  zipCode: string;
  city: string;
  inseeCode: string;
  consentFindPoint?: boolean | undefined;
  oneLineSearchValid?: boolean | undefined;
  fullAddress?: string | undefined;
};

/** What "clearing the search" leaves behind (SPEC §4): every address field empty. */
export function emptyAddress(): Address {
  return {
    streetNumber: '',
    streetName: '',
    complement: '',
    zipCode: '',
    city: '',
    inseeCode: '',
    consentFindPoint: false,
    oneLineSearchValid: false,
    fullAddress: '',
  };
}
