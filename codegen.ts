import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents (not generated hooks): Apollo Client 4 hooks infer everything
// from a TypedDocumentNode, and the old hook generators do not support v4.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
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
        defaultScalarType: 'unknown',
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
};

export default config;
