import {
  LegacyContactMessagesDocument,
  LegacyMarkContactMessageHandledDocument,
  LegacySendContactMessageDocument,
  type LegacyContactMessageFragment,
} from './gql/graphql.js';
import { withLegacyId } from './legacy-id.js';
import { globalIdOf, pageSizeOf, queryRefusalUnlessOneOf, queryTextOf, textOf, textOrDigitsOf } from './request-body.js';
import { route, type RestRoute } from './rest-route.js';
import type { RestRequest } from './rest-request.js';

/** Spec §3's contact message (name, email, contact, message) keyed by `_id`, with its ticket and what the desk added; the phone is `contact`. */
function toLegacyMessage({ databaseId, id, ticketNumber, name, email, phone, ...fields }: LegacyContactMessageFragment) {
  return withLegacyId({ databaseId, id, ticketNumber, name, email, contact: phone, ...fields });
}

/** `?handled=true|false` (any letter case); absent or empty lists every message, anything else is refused (400). */
const HANDLED_VALUES = ['true', 'false'];

function handledOf(request: RestRequest): boolean | null {
  const handled = queryTextOf(request, 'handled');
  return handled === null ? null : handled.trim().toLowerCase() === 'true';
}

/** Spec §7's POST /api/contact, and the admins' desk over REST (401 for a visitor, 403 for a user); documents in contact.graphql. */
export const contactRoutes: readonly RestRoute[] = [
  route({
    // Open to everyone; 400 {message} with the first broken rule's text, 429 with Retry-After past a quota.
    method: 'post',
    path: '/contact',
    document: LegacySendContactMessageDocument,
    variables: (request) => ({
      input: { name: textOf(request, 'name'), email: textOf(request, 'email'), phone: textOrDigitsOf(request, 'contact'), message: textOf(request, 'message') },
    }),
    payloadField: 'sendContactMessage',
    errorKey: 'message',
    successStatus: 201,
    respond: ({ sendContactMessage }) => {
      const ticket = sendContactMessage.ticket!;
      return {
        success: true,
        ticketNumber: ticket.number,
        // Honest about what has happened: stored and queued, not yet delivered (follow `operatorMailStatus`).
        message: `Message received: your ticket number is ${ticket.number}. An acknowledgement is on its way to your email.`,
        receivedAt: ticket.receivedAt,
        operatorMailStatus: ticket.operatorMailStatus,
      };
    },
  }),
  route({
    // Newest first; `?after=` takes the `endCursor` of the page before.
    method: 'get',
    path: '/contact/messages',
    document: LegacyContactMessagesDocument,
    refusal: (request) => queryRefusalUnlessOneOf(request, 'handled', HANDLED_VALUES),
    variables: (request) => {
      const first = pageSizeOf(request);
      return { ...(first === undefined ? {} : { first }), after: queryTextOf(request, 'after'), filter: { handled: handledOf(request) } };
    },
    errorKey: 'message',
    respond: ({ contactMessages: { nodes, pageInfo, totalCount } }) => ({
      messages: nodes.map(toLegacyMessage),
      hasNextPage: pageInfo.hasNextPage,
      endCursor: pageInfo.endCursor,
      totalCount,
    }),
  }),
  route({
    // `{id}`: the `_id` or the global `id`; 404 for an unknown one. Marking a handled message again keeps its first `handledAt`.
    method: 'post',
    path: '/contact/messages/:id/handled',
    document: LegacyMarkContactMessageHandledDocument,
    variables: (request) => ({ input: { id: globalIdOf(request.params.id, 'ContactMessage') } }),
    payloadField: 'markContactMessageHandled',
    errorKey: 'message',
    respond: ({ markContactMessageHandled }) => ({ success: true, contactMessage: toLegacyMessage(markContactMessageHandled.contactMessage!) }),
  }),
];
