// The integrator's playground, served by the API at /graphiql. Built as its own
// page so Monaco never reaches the traveller's bundle; everything it needs
// (editor, workers, styles) comes from our own origin.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { graphqlEndpoint } from '@/lib/env';

const defaultQuery = `# Welcome to the India Tours GraphQL API.
# Every type and field is documented: open the Docs panel on the left.
# Press the run button (or Ctrl-Enter) to try this query.

query Explore {
  states(first: 5) {
    totalCount
    nodes {
      name
      kind
      places {
        title
        city
        price
      }
    }
  }
  places(first: 5, orderBy: { field: PRICE, direction: DESC }) {
    nodes {
      title
      destination
      price
      state { name }
    }
    pageInfo { hasNextPage endCursor }
  }
  specialTours(first: 3) {
    nodes {
      title
      route
      attractions
      pricePerPerson
    }
  }
}
`;

const fetcher = createGraphiQLFetcher({ url: graphqlEndpoint });
const container = document.getElementById('graphiql');
if (!container) throw new Error('GraphiQL container #graphiql is missing');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
