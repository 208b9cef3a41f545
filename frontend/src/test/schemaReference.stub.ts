import { readFileSync } from 'node:fs';
import path from 'node:path';
import { schemaReference } from '../features/developers/reference/schemaModel';

/** Jest's stand-in for `virtual:schema-reference` (a Vite build-time module): the same model, made from the same file. */
export default schemaReference(readFileSync(path.join(__dirname, '../../../backend/schema.graphql'), 'utf8'));
