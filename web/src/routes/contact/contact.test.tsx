import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ContactPageDocument,
  ContactTicketMailStatusDocument,
  SendContactMessageDocument,
  type MailDeliveryStatus,
} from '@/gql/graphql';
import { paths } from '@/paths';
import { contactTicket, GRIEVANCE_OFFICER, TICKET_NUMBER } from '@/testing/contact-handlers';
import { ASHA } from '@/testing/fixtures/accounts';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

async function openContactPage() {
  const view = renderRoute(paths.contact.to());
  const form = within(await screen.findByRole('form', { name: 'Your message' }));
  return { ...view, form };
}

type View = Awaited<ReturnType<typeof openContactPage>>;

/** The line with the ticket number (kept whole on one line, so its own element). */
const ticketLine = () => screen.getByText(/quote it if you call us\./);
const acknowledgementLine = () => screen.getByText(/Complaints are acknowledged within 48 hours\./);

async function sendMessage({ user, form }: View) {
  await user.type(form.getByLabelText('Name'), 'Meera Nair');
  await user.type(form.getByLabelText('Email'), 'meera@example.com');
  await user.type(form.getByLabelText('Phone'), '9876543210');
  await user.type(form.getByLabelText('Message'), 'Can the Kerala tour start in Kochi?');
  await user.click(form.getByRole('button', { name: 'Send message' }));
}

/** The ticket as `sendContactMessage` gives it, then as each poll of `contactTicket` finds it. */
function operatorMail(sentWith: MailDeliveryStatus | null, polled: MailDeliveryStatus = 'PENDING') {
  server.use(
    graphql.mutation(SendContactMessageDocument, () =>
      HttpResponse.json({
        data: { sendContactMessage: { __typename: 'SendContactMessagePayload', ticket: contactTicket(sentWith), errors: [] } },
      }),
    ),
    graphql.query(ContactTicketMailStatusDocument, () => HttpResponse.json({ data: { contactTicket: contactTicket(polled) } })),
  );
}

describe('contact route', () => {
  it('shows the form beside how else to reach us and the grievance officer, with mail and phone links', async () => {
    await openContactPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Other ways to reach us' })).toHaveTextContent('+91 98765 43210');
    const officer = within(await screen.findByRole('region', { name: 'Grievance officer' }));
    expect(await officer.findByText(GRIEVANCE_OFFICER.name)).toBeInTheDocument();
    expect(officer.getByText('Grievance Officer')).toBeInTheDocument();
    expect(officer.getByText(GRIEVANCE_OFFICER.address)).toBeInTheDocument();
    expect(officer.getByRole('link', { name: GRIEVANCE_OFFICER.email })).toHaveAttribute('href', 'mailto:grievance@indiatours.example');
    expect(officer.getByRole('link', { name: GRIEVANCE_OFFICER.phone })).toHaveAttribute('href', 'tel:+911140000000');
    expect(officer.getByText(/Consumer Protection \(E-Commerce\) Rules, 2020/)).toBeInTheDocument();
  });

  it("shows the ticket number, then 'Message sent successfully via email ✅' once the operator's mail is sent", async () => {
    const view = await openContactPage();

    await sendMessage(view);

    const heading = await screen.findByRole('heading', { name: 'Thank you for writing to us' });
    // The form is gone: the focus moves to what replaced it.
    expect(heading).toHaveFocus();
    expect(ticketLine()).toHaveTextContent(`Your ticket number is ${TICKET_NUMBER}, quote it if you call us.`);
    expect(within(ticketLine()).getByText(TICKET_NUMBER)).toBeInTheDocument();
    expect(screen.getByText('Sending your message to our team…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Message sent successfully via email ✅', undefined, { timeout: 3000 })).toHaveAttribute('role', 'status');
    expect(acknowledgementLine()).toHaveTextContent(
      'An acknowledgement with the ticket number is on its way to meera@example.com. Complaints are acknowledged within 48 hours.',
    );
  });

  it('offers another message with the same sender and an empty message, the focus on its first field', async () => {
    const view = await openContactPage();
    await sendMessage(view);

    await view.user.click(await screen.findByRole('button', { name: 'Send another message' }));

    const form = within(screen.getByRole('form', { name: 'Your message' }));
    expect(form.getByLabelText('Name')).toHaveFocus();
    expect(form.getByLabelText('Name')).toHaveValue('Meera Nair');
    expect(form.getByLabelText('Email')).toHaveValue('meera@example.com');
    expect(form.getByLabelText('Phone')).toHaveValue('9876543210');
    expect(form.getByLabelText('Message')).toHaveValue('');
  });

  it("says 'Message saved in DB, but email not sent ❌' at once when no mail to the operator was queued, and promises only a reply", async () => {
    operatorMail(null);
    const view = await openContactPage();

    await sendMessage(view);

    expect(await screen.findByText('Message saved in DB, but email not sent ❌')).toHaveAttribute('role', 'status');
    expect(ticketLine()).toHaveTextContent(`Your ticket number is ${TICKET_NUMBER}, quote it if you call us.`);
    expect(acknowledgementLine()).toHaveTextContent('We will reply to meera@example.com. Complaints are acknowledged within 48 hours.');
    expect(acknowledgementLine()).not.toHaveTextContent('on its way');
  });

  it("says 'Message saved in DB, but email not sent ❌' when the operator's mail failed or was only logged", async () => {
    operatorMail('PENDING', 'FAILED');
    const failed = await openContactPage();
    await sendMessage(failed);
    expect(await screen.findByText('Message saved in DB, but email not sent ❌', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(acknowledgementLine()).toHaveTextContent('We will reply to meera@example.com.');
    failed.unmount();

    operatorMail('LOGGED');
    await sendMessage(await openContactPage());
    expect(await screen.findByText('Message saved in DB, but email not sent ❌')).toBeInTheDocument();
  });

  it("starts with a signed-in account's name and email, and its phone once the page's query brings it", async () => {
    signInAs();
    server.use(
      graphql.query(ContactPageDocument, () =>
        HttpResponse.json({ data: { grievanceOfficer: GRIEVANCE_OFFICER, me: { __typename: 'User', id: ASHA.user.id, phone: '9812345678' } } }),
      ),
    );
    const { form } = await openContactPage();

    expect(form.getByLabelText('Name')).toHaveValue(ASHA.user.name);
    expect(form.getByLabelText('Email')).toHaveValue(ASHA.user.email);
    await waitFor(() => expect(form.getByLabelText('Phone')).toHaveValue('9812345678'));
  });

  it("leaves a phone already typed when the account's phone arrives after it", async () => {
    signInAs();
    let answer: (response: Response) => void = () => {};
    server.use(
      graphql.query(ContactPageDocument, () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      ),
    );
    const { user, form } = await openContactPage();
    await user.type(form.getByLabelText('Phone'), '9000000001');

    answer(HttpResponse.json({ data: { grievanceOfficer: GRIEVANCE_OFFICER, me: { __typename: 'User', id: ASHA.user.id, phone: '9812345678' } } }));

    expect(await screen.findByText(GRIEVANCE_OFFICER.name)).toBeInTheDocument();
    expect(form.getByLabelText('Phone')).toHaveValue('9000000001');
  });

  it("keeps the form usable when the grievance officer's details cannot be loaded, and retries them", async () => {
    let isDown = true;
    server.use(
      graphql.query(ContactPageDocument, () =>
        isDown ? HttpResponse.error() : HttpResponse.json({ data: { grievanceOfficer: GRIEVANCE_OFFICER, me: null } }),
      ),
    );
    const { user, form } = await openContactPage();

    expect(await screen.findByRole('alert')).toHaveTextContent("The grievance officer's details could not be loaded.");
    expect(form.getByLabelText('Name')).toBeEnabled();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(GRIEVANCE_OFFICER.name)).toBeInTheDocument();
  });
});
