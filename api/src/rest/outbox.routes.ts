import type { Request } from 'express';
import { LegacyMailOutboxDocument, LegacyRetryMailDocument, type LegacyOutboxMailFragment } from './gql/graphql.js';
import { globalIdOf, queryRefusalUnlessOneOf, queryTextOf } from './request-body.js';
import { route, type RestRoute } from './rest-route.js';

/** `_id` beside the global `id`, as every legacy answer has. */
function toLegacyMail({ databaseId, ...fields }: LegacyOutboxMailFragment) {
  return { _id: String(databaseId), ...fields };
}

const STATUS_VALUES = ['pending', 'sent', 'logged', 'failed'] as const;

/** `?status=failed` (any letter case); absent or empty lists every mail (anything else was refused: 400). */
const statusOf = (request: Request) => queryTextOf(request, 'status')?.trim().toUpperCase() ?? null;

/** The admin's outbox over REST, for tools that watch or retry mail without GraphQL (documents in outbox.graphql). Admins only: 401 / 403 to others. */
export const outboxRoutes: readonly RestRoute[] = [
  route({
    // The newest 100 mails (one page); GraphQL `mailOutbox` pages further.
    method: 'get',
    path: '/mail',
    document: LegacyMailOutboxDocument,
    refusal: (request) => queryRefusalUnlessOneOf(request, 'status', STATUS_VALUES),
    variables: (request) => ({ filter: { status: statusOf(request) } }),
    respond: ({ mailOutbox }) => mailOutbox.nodes.map(toLegacyMail),
  }),
  route({
    // 404 for an unknown mail, 409 for one that has not failed.
    method: 'post',
    path: '/mail/:id/retry',
    document: LegacyRetryMailDocument,
    variables: (request) => ({ input: { mailId: globalIdOf(request.params.id, 'OutboxMail') } }),
    payloadField: 'retryMail',
    respond: ({ retryMail }) => ({ success: true, mail: toLegacyMail(retryMail.mail!) }),
  }),
];
