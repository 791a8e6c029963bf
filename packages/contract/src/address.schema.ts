import { z } from 'zod';
import { messages } from './messages';

/**
 * An address picked from the autocomplete (document 1 §3 "Address"). Coordinates are WGS84
 * degrees. `PostCode` is the Australian 4-digit postcode (it gives the NatHERS climate zone).
 */
export const addressSchema = z.object(
  {
    Address: z.string().trim().min(1, messages.locationFromList).max(300),
    Longitude: z.number().min(-180).max(180),
    Latitude: z.number().min(-90).max(90),
    Line1: z.string().max(100).default(''),
    Line2: z.string().max(200).default(''),
    PostCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, messages.locationFromList),
    State: z.string().trim().min(2, messages.locationFromList).max(3),
    Country: z.string().default('Australia'),
    ISOCountry2: z.string().length(2).default('AU'),
  },
  { error: messages.locationFromList },
);
export type Address = z.infer<typeof addressSchema>;

export const addressSearchQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .min(2, 'Type at least 2 characters of a suburb, postcode or street.')
    .max(200),
});

/**
 * An autocomplete suggestion: the address, and whether its coordinates are the suburb's centre
 * (offline gazetteer) rather than the street address's own.
 */
export const addressSuggestionSchema = addressSchema.extend({ IsApproximate: z.boolean() });
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
