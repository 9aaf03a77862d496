import { Lexer, Source, TokenKind } from 'graphql';
import type { ApolloServerPlugin, GraphQLRequest } from '@apollo/server';
import { QueryTooComplexError } from './errors.js';
import { measureOperation, type OperationMeasures } from './operation-measures.js';
import { costOf } from './query-cost.js';
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

function refusalOf({ aliases, directives, depth, selections }: OperationMeasures, limits: QueryLimits): QueryTooComplexError | undefined {
  if (aliases > limits.maxAliases) {
    return new QueryTooComplexError(`The query uses ${aliases} aliases; at most ${limits.maxAliases} are allowed.`);
  }
  if (directives > limits.maxDirectives) {
    return new QueryTooComplexError(`The query uses ${directives} directives; at most ${limits.maxDirectives} are allowed.`);
  }
  if (depth > limits.maxDepth) {
    return new QueryTooComplexError(`The query is nested ${depth} levels deep; at most ${limits.maxDepth} are allowed.`);
  }
  if (selections > limits.maxSelections) {
    return new QueryTooComplexError(
      `The query makes ${selections} selections once its fragments are expanded; at most ${limits.maxSelections} are allowed.`,
    );
  }
  return undefined;
}

function costRefusalOf(cost: number | undefined, limits: QueryLimits): QueryTooComplexError | undefined {
  if (cost === undefined || cost <= limits.maxCost) return undefined;
  return new QueryTooComplexError(
    `The query costs ${cost} (each field 1, times the size of each list above it); at most ${limits.maxCost} is allowed.`,
  );
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
 * never read to its end) and operations over the alias, directive, depth, selection or cost limits, with
 * QUERY_TOO_COMPLEX. The cost is graphql-query-complexity's (query-cost.ts), which also refuses arguments
 * execution could not coerce (BAD_USER_INPUT).
 *
 * The library does not do the rest: it sees neither tokens (it walks a parsed document) nor aliases, directives
 * on fragments or depth (its estimators are given fields and what they select costs), and it walks a fragment at
 * every spread, bounded only by its node limit, whose refusal gives no count: operation-measures.ts counts these
 * over the text with each fragment measured once, and the selections limit keeps the library's walk short.
 * Called from here rather than as its validation rule: Apollo validates a document once, without the request's
 * variables, and relabels every validation error GRAPHQL_VALIDATION_FAILED. GraphQL Armor's Apollo set has the
 * same relabelling, its token guard parses every document a second time in full, and its cost does not multiply
 * by `first`.
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
          const refusal =
            refusalOf(measureOperation(document, operation), limits) ?? costRefusalOf(costOf(schema, document, operation, request.variables), limits);
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
