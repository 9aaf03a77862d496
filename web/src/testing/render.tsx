import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { routes } from '@/app';
import { createApolloClient } from '@/lib/apollo-client';
import { clearSessionUser } from '@/session/session-user';

/** The whole app (real route table, real Apollo cache) at `url`, talking to msw. */
export function renderRoute(url: InitialEntry, options: { routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(options.routes ?? routes, { initialEntries: [url] });
  const client = createApolloClient({
    uri: new URL('/graphql', window.location.origin).href,
    onUnauthenticated: clearSessionUser,
  });
  const user = userEvent.setup();
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...view, router, client, user };
}

/** One component inside a router and Apollo; `router.state.location` shows where it navigated. */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  return renderRoute(url, { routes: [{ path: '*', element: ui }] });
}
