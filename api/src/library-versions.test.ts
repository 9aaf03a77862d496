import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The libraries whose internals, undocumented behaviour or message wording our code relies on, at the version it was
 * written and measured against. A failure here is not a bug: it is the moment to read the named files against the new
 * release (and its changelog), run the whole API suite with FAST_PATHS on and off, then move the pin.
 */
const PINNED: readonly { library: string; version: string; revisit: readonly string[] }[] = [
  {
    library: 'type-graphql',
    version: '2.0.0-rc.4',
    revisit: [
      'graphql/simple-fields.test.ts (metadata storage: fields, objectTypes, authorizedFields, middlewares)',
      'graphql/execution/direct-field-resolvers.ts (fieldResolvers and their params metadata)',
    ],
  },
  {
    library: 'graphql',
    version: '16.15.0',
    revisit: ['graphql/value-free-messages.ts (the wording of coercion, validation and parser messages)'],
  },
  { library: 'graphql-jit', version: '0.8.9', revisit: ['graphql/execution/compiled-execution.ts (where its answers differ from graphql-js)'] },
  {
    library: '@apollo/server',
    version: '5.5.1',
    revisit: [
      'graphql/errors.ts (the uncoded persisted-query refusals, known by their text)',
      'http/graphql-post.ts (executeHTTPGraphQLRequest and the answer it builds)',
    ],
  },
  {
    library: 'graphql-query-complexity',
    version: '2.0.0',
    revisit: ['graphql/query-cost.ts (what getComplexity throws once the variables coerce: an argument execution could not coerce)'],
  },
  { library: 'class-validator', version: '0.15.1', revisit: ['graphql/execution/argument-validation.ts (the options type-graphql applies)'] },
  { library: 'pg', version: '8.23.1', revisit: ['db/fast-reads/pipelined-reads.ts (the `pipeline` connection option)'] },
  {
    library: 'typeorm',
    version: '1.1.1',
    revisit: ['db/fast-reads/raw-entity-reader.ts (metadata.create, driver.prepareHydratedValue)', 'db/connection-pool.ts (the driver\'s pg pool)'],
  },
  { library: '@electric-sql/pglite', version: '0.5.14', revisit: ['db/embedded-wire-server.mjs (execProtocolRaw and the session it serves)'] },
];

const apiRoot = path.resolve(import.meta.dirname, '..');

/**
 * The copy the api imports: its own node_modules first (graphql-query-complexity 2 sits there, type-graphql's 1.x at the
 * root), then the repository's, as Node resolves it.
 */
function installedVersion(library: string): string {
  const manifestPath = [apiRoot, path.dirname(apiRoot)]
    .map((root) => path.join(root, 'node_modules', library, 'package.json'))
    .find((candidate) => existsSync(candidate));
  if (!manifestPath) return 'not installed';
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
}

describe('the library versions our fast paths, message rewrites and query cost were written against', () => {
  it.each(PINNED)('$library is $version', ({ library, version, revisit }) => {
    expect(installedVersion(library), `${library} changed: revisit ${revisit.join('; ')}`).toBe(version);
  });
});
