import { Lexer, Source, TokenKind } from 'graphql';
import type { ApolloServerPlugin, GraphQLRequest } from '@apollo/server';
import { QueryTooComplexError } from './errors.js';
import { measureOperation, type OperationMeasures } from './operation-measures.js';
import type { QueryLimits } from './limits.js';

/** Counts the document's tokens (as the parser does: no comments, no EOF), stopping once past `max`. */
export function countTokens(source: string, max: number): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  try {
    while (count <= max && lexer.advance().kind !== TokenKind.EOF) count += 1;
  } catch {
    // A lexical error: the parser, which runs next, reports it in its own words.
  }
  return count;
}

function refusalOf(measures: OperationMeasures, limits: QueryLimits): QueryTooComplexError | undefined {
  const { aliases, directives, depth, cost } = measures;
  if (aliases > limits.maxAliases) {
    return new QueryTooComplexError(`The query uses ${aliases} aliases; at most ${limits.maxAliases} are allowed.`);
  }
  if (directives > limits.maxDirectives) {
    return new QueryTooComplexError(`The query uses ${directives} directives; at most ${limits.maxDirectives} are allowed.`);
  }
  if (depth > limits.maxDepth) {
    return new QueryTooComplexError(`The query is nested ${depth} levels deep; at most ${limits.maxDepth} are allowed.`);
  }
  if (cost > limits.maxCost) {
    return new QueryTooComplexError(
      `The query costs ${cost} (each field 1, times the size of each list above it); at most ${limits.maxCost} is allowed.`,
    );
  }
  return undefined;
}

/**
 * The legacy REST routes run their own fixed documents through `executeOperation`, which has no HTTP
 * request: written and reviewed here, they are not a client's to make costly (GET /api/getState lists every
 * state with all its places, as the spec's contract says), and the resolvers still cap every page size.
 */
function isRunByTheServer(request: GraphQLRequest): boolean {
  return request.http === undefined;
}

/**
 * Refuses, before any resolver runs, documents over the token limit (while parsing, so an oversized one is
 * never read to its end) and operations over the alias, directive, depth or cost limits, with QUERY_TOO_COMPLEX.
 *
 * Our own plugin rather than GraphQL Armor's Apollo set: Armor adds validation rules, whose errors Apollo
 * relabels GRAPHQL_VALIDATION_FAILED, and its token guard parses every document a second time in full.
 * Its cost limit does not multiply by `first`, and the walk that computes our cost gives the alias,
 * directive and depth counts at the same time.
 */
export function queryLimitsPlugin(limits: QueryLimits): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async parsingDidStart({ source, request }) {
          if (isRunByTheServer(request)) return;
          if (countTokens(source, limits.maxTokens) > limits.maxTokens) {
            throw new QueryTooComplexError(`The query has more than ${limits.maxTokens} tokens; at most ${limits.maxTokens} are allowed.`);
          }
        },
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation || isRunByTheServer(request)) return;
          const refusal = refusalOf(measureOperation(schema, document, operation, request.variables), limits);
          if (refusal) throw refusal;
        },
      };
    },
    // Apollo has no way to answer from parsingDidStart: what it throws comes here, and re-thrown here it
    // becomes the response (with its code and HTTP status) instead of a masked "Internal server error".
    async unexpectedErrorProcessingRequest({ error }) {
      if (error instanceof QueryTooComplexError) throw error;
    },
  };
}
