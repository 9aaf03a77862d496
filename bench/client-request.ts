import { ApolloClient, HttpLink, InMemoryCache, type DocumentNode, type OperationVariables } from '@apollo/client';

/** A request as the web client makes it: the JSON body and the headers it sets. */
export interface ClientRequest {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The request Apollo Client 4 POSTs for `document` with `variables`, byte for byte: its cache adds `__typename`
 * to every selection set, it fills in variable defaults, prints the document and names itself in `extensions`.
 * Read from the client itself (a fetch that keeps the request instead of sending it), so the benchmark follows
 * the client when either changes.
 */
export async function clientRequest(document: DocumentNode, variables: OperationVariables = {}): Promise<ClientRequest> {
  let kept: ClientRequest | undefined;
  const keepRequest: typeof fetch = async (_uri, init) => {
    kept = { body: String(init?.body), headers: { ...(init?.headers as Record<string, string>) } };
    return new Response(JSON.stringify({ data: null }), { headers: { 'content-type': 'application/json' } });
  };
  const client = new ApolloClient({ link: new HttpLink({ uri: 'http://client.invalid/graphql', fetch: keepRequest }), cache: new InMemoryCache() });
  await client.query({ query: document, variables, fetchPolicy: 'no-cache' }).catch(() => undefined);
  client.stop();
  if (!kept) throw new Error('Apollo Client sent no request');
  return kept;
}
