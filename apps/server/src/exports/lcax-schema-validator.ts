import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * A validator of LCAx 3.5 projects against the JSON Schema shipped beside it
 * (lcax/lcax-project.schema.json, draft 2020-12; docs/decisions/0030-open-data-exports.md says
 * where it comes from). Used by the tests; `errors` lists what a document breaks.
 */
export function lcaxProjectValidator() {
  const schema = JSON.parse(
    readFileSync(new URL('./lcax/lcax-project.schema.json', import.meta.url), 'utf8'),
  ) as object;
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  return ajv.compile(schema);
}
