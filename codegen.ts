import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    // Typed documents (not generated hooks): Apollo Client 4 hooks infer everything
    // from a TypedDocumentNode, and the old hook generators do not support v4.
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      presetConfig: {
        // Apollo has its own data masking; the preset's would fight it.
        fragmentMasking: false,
      },
      config: {
        enumType: 'string-literal',
        useTypeImports: true,
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        // Both arrive as JSON strings (`YYYY-MM-DD`, ISO instants); the rest stay unknown until read with care.
        scalars: { DateTimeISO: 'string', LocalDate: 'string' },
        defaultScalarType: 'unknown',
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // The legacy REST routes' documents (api/src/rest/*.graphql): each operation's data type and its text as a string that
    // the route hands to executeOperation as it is. The plugins the client preset runs, without its `graphql()` tag file.
    'api/src/rest/gql/graphql.ts': {
      documents: ['api/src/rest/*.graphql'],
      plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript-operations', 'typed-document-node'],
      config: {
        documentMode: 'string',
        useTypeImports: true,
        // A route reads its answer and never changes it.
        immutableTypes: true,
        scalars: { DateTimeISO: 'string', LocalDate: 'string' },
        defaultScalarType: 'unknown',
      },
    },
  },
};

export default config;
