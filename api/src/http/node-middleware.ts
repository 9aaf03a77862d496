import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A handler in the connect style on Node's own request and answer: Express mounts it as it is, the lean /graphql
 * route (graphql-post.ts) runs it without Express, and so does the /api router (rest/legacy-api.ts).
 */
export type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
