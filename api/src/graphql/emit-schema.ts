import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildAppSchema } from './schema.js';
import { printAppSchema } from './print-schema.js';

// `npm run schema` writes schema.graphql; `--check` fails when the checked-in file is stale.
const schemaPath = path.resolve(import.meta.dirname, '../../../schema.graphql');
// The fast paths change how fields run, never the schema (schema.test.ts holds the two equal).
const emitted = printAppSchema(await buildAppSchema({ fastPaths: false }));

if (process.argv.includes('--check')) {
  const checkedIn = await readFile(schemaPath, 'utf8').catch(() => '');
  if (checkedIn !== emitted) {
    console.error('schema.graphql is stale: run `npm run schema` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql is current.');
} else {
  await writeFile(schemaPath, emitted);
  console.log(`Wrote ${schemaPath}`);
}
