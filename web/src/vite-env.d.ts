/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Override the GraphQL endpoint (defaults to same-origin `/graphql`). */
  readonly VITE_GRAPHQL_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
