import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app';
import { createApolloClient } from './lib/apollo-client';
import { clearSessionUser } from './session/session-user';
import './styles/global.css';

const client = createApolloClient({ onUnauthenticated: clearSessionUser });
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);
