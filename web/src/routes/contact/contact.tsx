import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ContactForm, type ContactSender } from '@/features/contact/contact-form';
import { ContactSent } from '@/features/contact/contact-sent';
import { GrievanceOfficer } from '@/features/contact/grievance-officer';
import { ReachUs } from '@/features/contact/reach-us';
import type { ContactTicket } from '@/features/contact/use-send-contact-message';
import { ContactPageDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import { useSessionUser } from '@/session/use-session-user';
import './contact.css';

/** /contact (spec §2, §5): the contact form, open to everyone, beside how else to reach us and the grievance officer. */
export function ContactRoute() {
  const account = useSessionUser();
  const { data, error, refetch } = useQuery(ContactPageDocument);
  const [sent, setSent] = useState<{ ticket: ContactTicket; email: string }>();
  // A second message starts with the first one's sender: nobody types their details twice.
  const [lastSender, setLastSender] = useState<ContactSender>();
  const sender = lastSender ?? { name: account?.name, email: account?.email, phone: data?.me?.phone ?? undefined };

  return (
    <div className="page">
      <title>{`Contact us · ${site.name}`}</title>
      <header className="page-header">
        <span className="eyebrow">Contact</span>
        <h1>Contact us</h1>
        <p>
          A question about a tour, a booking, or something that went wrong? Write to us: every message gets a ticket
          number, and we reply by email.
        </p>
      </header>
      <div className="contact-page">
        <div className="form-card">
          {sent ? (
            <ContactSent ticket={sent.ticket} email={sent.email} onSendAnother={() => setSent(undefined)} />
          ) : (
            // Signing in or out starts a new draft with the account's details.
            <ContactForm
              key={account?.email}
              sender={sender}
              focusFirstField={lastSender !== undefined}
              onSent={(ticket, { name, email, phone }) => {
                setSent({ ticket, email });
                setLastSender({ name, email, phone });
              }}
            />
          )}
        </div>
        <aside className="contact-page__aside">
          <ReachUs />
          <GrievanceOfficer officer={data?.grievanceOfficer} hasFailed={Boolean(error) && !data} onRetry={() => void refetch()} />
        </aside>
      </div>
    </div>
  );
}
