import { graphql, HttpResponse } from 'msw';
import {
  AboutPageDocument,
  ContactPageDocument,
  ContactTicketMailStatusDocument,
  SendContactMessageDocument,
  type GrievanceOfficer_OfficerFragment,
  type MailDeliveryStatus,
} from '@/gql/graphql';

export const GRIEVANCE_OFFICER: GrievanceOfficer_OfficerFragment = {
  __typename: 'GrievanceOfficer',
  name: 'Priya Sharma',
  designation: 'Grievance Officer',
  email: 'grievance@indiatours.example',
  phone: '+91 11 4000 0000',
  address: 'India Tours, 12 Janpath, Connaught Place, New Delhi 110001, India',
};

/** The ticket number `sendContactMessage` answers with. */
export const TICKET_NUMBER = 'CT-7KQ2M9XD';

export function contactTicket(operatorMailStatus: MailDeliveryStatus | null) {
  return { __typename: 'ContactTicket' as const, number: TICKET_NUMBER, operatorMailStatus };
}

/** The contact page, the officer on /about, and a message saved whose mail to the operator goes out. */
export const contactHandlers = [
  graphql.query(ContactPageDocument, () => HttpResponse.json({ data: { grievanceOfficer: GRIEVANCE_OFFICER, me: null } })),
  graphql.query(AboutPageDocument, () => HttpResponse.json({ data: { grievanceOfficer: GRIEVANCE_OFFICER } })),

  graphql.mutation(SendContactMessageDocument, () =>
    HttpResponse.json({
      data: { sendContactMessage: { __typename: 'SendContactMessagePayload', ticket: contactTicket('PENDING'), errors: [] } },
    }),
  ),

  graphql.query(ContactTicketMailStatusDocument, () => HttpResponse.json({ data: { contactTicket: contactTicket('SENT') } })),
];
