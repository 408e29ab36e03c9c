import { z } from 'zod';

export const AddressSearchQuerySchema = z.object({
  q: z.string().trim().max(200, { error: 'La recherche ne doit pas dépasser 200 caractères.' }).default(''),
  type: z.enum(['housenumber', 'street', 'locality', 'municipality']).default('housenumber'),
  autocomplete: z.enum(['0', '1']).default('1'),
  postcode: z
    .string()
    .regex(/^\d{5}$/, { error: 'Code postal invalide.' })
    .optional(),
  citycode: z
    .string()
    .regex(/^(\d{5}|2[AB]\d{3})$/, { error: 'Code INSEE invalide' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

export const AddressSuggestionSchema = z.object({
  fullAddress: z.string(),
  streetNumber: z.string().optional(),
  streetName: z.string().optional(),
  zipCode: z.string(),
  city: z.string(),
  inseeCode: z.string(),
});
