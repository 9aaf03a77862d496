import type { ApolloClient } from '@apollo/client';
import { ContactTicketMailStatusDocument } from '@/gql/graphql';
import { useMailOutcome, type MailOutcome, type MailPollTiming } from '@/lib/use-mail-outcome';
import type { ContactTicket } from './use-send-contact-message';

/** Spec §8, word for word: a failed mail and one that never went out read alike to the sender. */
export const operatorMailMessages = {
  checking: 'Sending your message to our team…',
  sent: 'Message sent successfully via email ✅',
  failed: 'Message saved in DB, but email not sent ❌',
  notSent: 'Message saved in DB, but email not sent ❌',
} as const satisfies Record<MailOutcome, string>;

async function readOperatorMailStatus(client: ApolloClient, ticketNumber: string) {
  const { data } = await client.query({
    query: ContactTicketMailStatusDocument,
    variables: { number: ticketNumber },
    fetchPolicy: 'network-only',
  });
  return data?.contactTicket ? data.contactTicket.operatorMailStatus : undefined;
}

/**
 * Follows the mail to the operator of a fresh message by its ticket (`contactTicket.operatorMailStatus`).
 * A null status means no operator address is set: nothing was queued, so nothing is followed.
 */
export function useOperatorMailOutcome(ticket: ContactTicket, timing?: MailPollTiming): MailOutcome {
  return useMailOutcome(
    {
      subjectId: ticket.number,
      initialStatus: ticket.operatorMailStatus,
      isQueued: ticket.operatorMailStatus !== null,
      readStatus: readOperatorMailStatus,
    },
    timing,
  );
}
