import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ContactDeskDocument,
  MarkContactMessageHandledDocument,
  type ContactMessageCard_MessageFragment,
  type ContactMessageFilter,
} from '@/gql/graphql';
import { ADMIN } from '@/testing/bookings-list-handlers';
import { connectionOf } from '@/testing/fixtures/connection';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

const LONG_WORD = 'https://example.com/'.padEnd(300, 'x');

function messageFixture(number: number, overrides: Partial<ContactMessageCard_MessageFragment> = {}): ContactMessageCard_MessageFragment {
  return {
    __typename: 'ContactMessage',
    id: `Q29udGFjdE1lc3NhZ2U6${number}`,
    ticketNumber: `CT-7KQ2M9X${number}`,
    name: `Sender ${'ABCDEFGHJKLMNPQRSTUVWXYZ'[number]}`,
    email: `sender${number}@example.com`,
    phone: '9876543210',
    message: `Message ${number}`,
    receivedAt: '2026-11-23T20:35:00.000Z',
    handledAt: null,
    operatorMailStatus: 'SENT',
    ...overrides,
  };
}

/** Twelve messages, newest first: the first unhandled, a long one with its own lines; the third handled. */
const MESSAGES = Array.from({ length: 12 }, (_, index) =>
  messageFixture(index + 1, {
    ...(index === 0 && { name: 'Meera Nair', message: `Can the tour start in Kochi?\nTwo of us.\n${LONG_WORD}`, operatorMailStatus: 'FAILED' }),
    ...(index === 2 && { handledAt: '2026-11-24T04:30:00.000Z' }),
  }),
);
const FIRST = MESSAGES[0]!;

const messageConnection = { connection: 'ContactMessageConnection', edge: 'ContactMessageEdge' } as const;

function messagesHandler(filters: ContactMessageFilter[] = []) {
  return graphql.query(ContactDeskDocument, ({ variables }) => {
    filters.push(variables.filter);
    const { handled } = variables.filter;
    const shown = MESSAGES.filter((message) => handled == null || (message.handledAt !== null) === handled);
    return HttpResponse.json({ data: { contactMessages: connectionOf(shown, variables, messageConnection) } });
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Contact messages' })).getAllByRole('article');

async function openPanel(url = '/dashboard?panel=messages') {
  signInAs(ADMIN);
  const filters: ContactMessageFilter[] = [];
  server.use(messagesHandler(filters));
  const view = renderRoute(url);
  await screen.findByRole('list', { name: 'Contact messages' });
  return { ...view, filters };
}

describe('the admin desk: messages', () => {
  it('lists the messages, newest first, with the ticket, links to answer, the time in IST and the whole text', async () => {
    const { user } = await openPanel();

    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    const [first, , third] = cards();
    expect(cards()).toHaveLength(10);
    const firstCard = within(first!);
    expect(firstCard.getByRole('heading', { name: 'Meera Nair' })).toBeInTheDocument();
    expect(first).toHaveTextContent('TicketCT-7KQ2M9X1');
    expect(firstCard.getByRole('link', { name: 'sender1@example.com' })).toHaveAttribute('href', 'mailto:sender1@example.com');
    expect(firstCard.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(first).toHaveTextContent('Received24/11/2026, 02:05 IST');
    expect(first).toHaveTextContent('Mail to usFailed (see the Mail panel)');
    expect(first).toHaveTextContent('Not handled');
    // Line breaks kept, nothing cut: the card's CSS wraps them (white-space: pre-wrap).
    expect(firstCard.getByText(/Can the tour start in Kochi\?/).textContent).toBe(FIRST.message);
    expect(third).toHaveTextContent('Handled24/11/2026, 10:00 IST');
    expect(within(third!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 10 of 12 messages')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more messages' }));

    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(within(cards()[10]!).getByRole('heading')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more messages' })).not.toBeInTheDocument();
  });

  it('keeps the handled filter in the URL', async () => {
    const { user, router, filters } = await openPanel();

    await user.selectOptions(screen.getByLabelText('Show'), 'Handled');

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(filters.at(-1)).toEqual({ handled: true });
    expect(router.state.location.search).toBe('?panel=messages&handled=yes');

    await user.selectOptions(screen.getByLabelText('Show'), 'Not handled');
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(filters.at(-1)).toEqual({ handled: false });
    expect(router.state.location.search).toBe('?panel=messages&handled=no');
  });

  it('opens on the filter of the URL', async () => {
    const { filters } = await openPanel('/dashboard?panel=messages&handled=yes');

    expect(screen.getByLabelText('Show')).toHaveValue('yes');
    expect(filters).toEqual([{ handled: true }]);
  });

  it('marks a message handled: the card says so from the answer, a toast confirms, and its title has the focus', async () => {
    const marked: string[] = [];
    const { user } = await openPanel();
    server.use(
      graphql.mutation(MarkContactMessageHandledDocument, ({ variables }) => {
        marked.push(String(variables.input.id));
        const contactMessage = { ...FIRST, handledAt: '2026-11-24T06:00:00.000Z' };
        return HttpResponse.json({
          data: { markContactMessageHandled: { __typename: 'MarkContactMessageHandledPayload', contactMessage, errors: [] } },
        });
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Mark handled CT-7KQ2M9X1 from Meera Nair' }));

    expect(await screen.findByText('Message CT-7KQ2M9X1 marked handled.')).toBeInTheDocument();
    const first = cards()[0]!;
    expect(first).toHaveTextContent('Handled24/11/2026, 11:30 IST');
    expect(within(first).queryByRole('button', { name: /Mark handled/ })).not.toBeInTheDocument();
    // The button pressed is gone: the focus stays on the card instead of falling to the page.
    expect(within(first).getByRole('heading', { name: 'Meera Nair' })).toHaveFocus();
    expect(marked).toEqual([FIRST.id]);
  });

  it('says so in a toast when a message cannot be marked handled', async () => {
    const { user } = await openPanel();
    server.use(graphql.mutation(MarkContactMessageHandledDocument, () => HttpResponse.error()));

    await user.click(screen.getByRole('button', { name: 'Mark handled CT-7KQ2M9X1 from Meera Nair' }));

    expect(await screen.findByText('The message could not be marked handled. Please try again.')).toBeInTheDocument();
    expect(within(cards()[0]!).getByRole('button', { name: /Mark handled/ })).toBeEnabled();
    expect(within(cards()[0]!).getByRole('heading', { name: 'Meera Nair' })).toHaveFocus();
  });
});
