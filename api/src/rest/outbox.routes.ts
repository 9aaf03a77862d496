import type { Request } from 'express';
import { globalIdOf, queryRefusalUnlessOneOf, queryTextOf } from './request-body.js';
import { route, type RestRoute } from './rest-route.js';

const MAIL_FIELDS = 'databaseId id recipient subject status attempts lastError queuedAt finishedAt nextAttemptAt';

interface MailFields {
  databaseId?: number;
  [field: string]: unknown;
}

/** `_id` beside the global `id`, as every legacy answer has. */
function toLegacyMail({ databaseId, ...fields }: MailFields) {
  return { _id: String(databaseId), ...fields };
}

const STATUS_VALUES = ['pending', 'sent', 'logged', 'failed'] as const;

/** `?status=failed` (any letter case); absent or empty lists every mail (anything else was refused: 400). */
const statusOf = (request: Request) => queryTextOf(request, 'status')?.trim().toUpperCase() ?? null;

/** The admin's outbox over REST, for tools that watch or retry mail without GraphQL. Admins only: 401 / 403 to others. */
export const outboxRoutes: readonly RestRoute[] = [
  route<{ mailOutbox: { nodes: MailFields[] } }>({
    // The newest 100 mails (one page); GraphQL `mailOutbox` pages further.
    method: 'get',
    path: '/mail',
    document: `query LegacyMailOutbox($filter: OutboxFilter) { mailOutbox(first: 100, filter: $filter) { nodes { ${MAIL_FIELDS} } } }`,
    refusal: (request) => queryRefusalUnlessOneOf(request, 'status', STATUS_VALUES),
    variables: (request) => ({ filter: { status: statusOf(request) } }),
    respond: ({ mailOutbox }) => mailOutbox.nodes.map(toLegacyMail),
  }),
  route<{ retryMail: { mail: MailFields } }>({
    // 404 for an unknown mail, 409 for one that has not failed.
    method: 'post',
    path: '/mail/:id/retry',
    document: `mutation LegacyRetryMail($input: RetryMailInput!) { retryMail(input: $input) { mail { ${MAIL_FIELDS} } errors { code message } } }`,
    variables: (request) => ({ input: { mailId: globalIdOf(request.params.id, 'OutboxMail') } }),
    payloadField: 'retryMail',
    respond: ({ retryMail }) => ({ success: true, mail: toLegacyMail(retryMail.mail) }),
  }),
];
