import type { Request } from 'express';
import { globalIdOf } from './request-body.js';
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

/** `?status=FAILED` (any letter case); anything else lists every mail. */
function statusOf(request: Request): string | null {
  const status = typeof request.query.status === 'string' ? request.query.status.toUpperCase() : '';
  return ['PENDING', 'SENT', 'LOGGED', 'FAILED'].includes(status) ? status : null;
}

/** The admin's outbox over REST, for tools that watch or retry mail without GraphQL. Admins only: 401 / 403 to others. */
export const outboxRoutes: readonly RestRoute[] = [
  route<{ mailOutbox: { nodes: MailFields[] } }>({
    // The newest 100 mails (one page); GraphQL `mailOutbox` pages further.
    method: 'get',
    path: '/mail',
    document: `query LegacyMailOutbox($filter: OutboxFilter) { mailOutbox(first: 100, filter: $filter) { nodes { ${MAIL_FIELDS} } } }`,
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
