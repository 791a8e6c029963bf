import { z } from 'zod';
import { addressSearchQuerySchema, addressSuggestionSchema } from './address.schema';
import { defineRoute } from './route';

/** Address autocomplete (document 3 "location from a maps autocomplete"). */
export const searchAddresses = defineRoute({
  id: 'searchAddresses',
  method: 'GET',
  paths: ['/geo/autocomplete'],
  access: 'user',
  requestKind: 'query',
  request: addressSearchQuerySchema,
  response: z.array(addressSuggestionSchema),
  envelope: 'data',
  summary:
    'Address suggestions: offline from the GeoNames postcode gazetteer (a typed "street, suburb" keeps the street), or an online geocoder when configured.',
  errors: [],
});
