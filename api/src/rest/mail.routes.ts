import { LegacyMailOutboxDocument, LegacyRetryMailDocument } from './gql/graphql.js';
import { withLegacyId } from './legacy-id.js';
import { globalIdOf, queryRefusalUnlessOneOf, queryTextOf } from './request-body.js';
import { route, type RestRoute } from './rest-route.js';
import type { RestRequest } from './rest-request.js';

const STATUS_VALUES = ['pending', 'sent', 'logged', 'failed'] as const;

/** `?status=failed` (any letter case); absent or empty lists every mail (anything else was refused: 400). */
const statusOf = (request: RestRequest) => queryTextOf(request, 'status')?.trim().toUpperCase() ?? null;

/**
 * The admin's mail desk over REST, for tools that watch or retry mail without GraphQL (documents in mail.graphql).
 * Admins only: 401 / 403 to others. A mail is its `_id` beside the global `id`, as every legacy answer has.
 */
export const mailRoutes: readonly RestRoute[] = [
  route({
    // The newest 100 mails (one page); GraphQL `mailOutbox` pages further.
    method: 'get',
    path: '/mail',
    document: LegacyMailOutboxDocument,
    refusal: (request) => queryRefusalUnlessOneOf(request, 'status', STATUS_VALUES),
    variables: (request) => ({ filter: { status: statusOf(request) } }),
    respond: ({ mailOutbox }) => mailOutbox.nodes.map(withLegacyId),
  }),
  route({
    // 404 for an unknown mail, 409 for one that has not failed.
    method: 'post',
    path: '/mail/:id/retry',
    document: LegacyRetryMailDocument,
    variables: (request) => ({ input: { mailId: globalIdOf(request.params.id, 'OutboxMail') } }),
    payloadField: 'retryMail',
    respond: ({ retryMail }) => ({ success: true, mail: withLegacyId(retryMail.mail!) }),
  }),
];
