import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SessionUserDocument } from '@/gql/graphql';
import { server } from '@/testing/server';
import { createApolloClient } from './apollo-client';

const uri = new URL('/graphql', window.location.origin).href;

describe('createApolloClient', () => {
  it('reports an ended session (UNAUTHENTICATED) so the signed-in look can go', async () => {
    server.use(
      graphql.query(SessionUserDocument, () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ uri, onUnauthenticated });

    await expect(client.query({ query: SessionUserDocument })).rejects.toThrow('Please log in.');

    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone on any other error', async () => {
    server.use(
      graphql.query(SessionUserDocument, () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Slow down.', extensions: { code: 'RATE_LIMITED' } }] }),
      ),
    );
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ uri, onUnauthenticated });

    await expect(client.query({ query: SessionUserDocument })).rejects.toThrow();

    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
