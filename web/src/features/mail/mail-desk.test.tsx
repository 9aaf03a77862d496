import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MailDeskDocument, RetriedMailStatusDocument, RetryMailDocument, type MailCard_MailFragment } from '@/gql/graphql';
import { ADMIN } from '@/testing/bookings-list-handlers';
import { connectionOf } from '@/testing/fixtures/connection';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

function mailFixture(number: number, overrides: Partial<MailCard_MailFragment> = {}): MailCard_MailFragment {
  return {
    __typename: 'OutboxMail',
    id: `mail-${number}`,
    recipient: `traveller${number}@example.com`,
    subject: `Your booking IT-7KQ2M9X${number}`,
    status: 'SENT',
    attempts: 1,
    lastError: null,
    queuedAt: '2026-11-23T20:35:00.000Z',
    finishedAt: '2026-11-23T20:35:02.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}

const failed = mailFixture(1, { status: 'FAILED', attempts: 8, lastError: '550 Mailbox unavailable', finishedAt: '2026-11-24T01:00:00.000Z' });

const mailConnection = { connection: 'OutboxMailConnection', edge: 'OutboxMailEdge' } as const;

function mailDeskHandlers(filters: unknown[] = []) {
  return [
    graphql.query(MailDeskDocument, ({ variables }) => {
      filters.push(variables.filter);
      const mails = variables.filter.status === 'FAILED' ? [failed] : [failed, mailFixture(2)];
      return HttpResponse.json({ data: { mailOutbox: connectionOf(mails, variables, mailConnection) } });
    }),
  ];
}

/** The failed mail as `retryMail` answers: queued again, its next attempt at `nextAttemptAt`. */
function retried(nextAttemptAt: string): MailCard_MailFragment {
  return { ...failed, status: 'PENDING', attempts: 0, finishedAt: null, nextAttemptAt };
}

function retryHandler({ nextAttemptAt }: { nextAttemptAt: string }) {
  return graphql.mutation(RetryMailDocument, () =>
    HttpResponse.json({ data: { retryMail: { __typename: 'RetryMailPayload', mail: retried(nextAttemptAt), errors: [] } } }),
  );
}

/** Answers the card's follow-up questions (`node(id)`) with `mail`, recording which mail was asked about. */
function statusHandler(asked: string[], mail?: MailCard_MailFragment) {
  return graphql.query(RetriedMailStatusDocument, ({ variables }) => {
    asked.push(String(variables.id));
    return HttpResponse.json({ data: { node: mail ?? null } });
  });
}

const firstCard = () => within(screen.getByRole('list', { name: 'Mails' })).getAllByRole('article')[0]!;

describe('the admin desk: mail', () => {
  it('lists the mail with each status in words, the last error of a failed mail, and times in IST', async () => {
    signInAs(ADMIN);
    server.use(...mailDeskHandlers());
    renderRoute('/dashboard?panel=mail');

    const list = await screen.findByRole('list', { name: 'Mails' });
    const [first, second] = within(list).getAllByRole('article');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('aria-current', 'page');
    expect(first).toHaveTextContent('Failed');
    expect(first).toHaveTextContent('Last error: 550 Mailbox unavailable');
    expect(first).toHaveTextContent('Queued24/11/2026, 02:05 IST');
    expect(second).toHaveTextContent('Sent');
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the status filter in the URL', async () => {
    signInAs(ADMIN);
    const filters: unknown[] = [];
    server.use(...mailDeskHandlers(filters));
    const { user, router } = renderRoute('/dashboard?panel=mail');

    await screen.findByRole('list', { name: 'Mails' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Mails' })).getAllByRole('article')).toHaveLength(1));
    expect(filters.at(-1)).toEqual({ status: 'FAILED' });
    expect(router.state.location.search).toBe('?panel=mail&status=FAILED');
  });

  it('retries a failed mail: the card shows it waiting to send, and its title has the focus', async () => {
    signInAs(ADMIN);
    server.use(...mailDeskHandlers(), retryHandler({ nextAttemptAt: '2026-11-24T01:05:00.000Z' }), statusHandler([]));
    const { user } = renderRoute('/dashboard?panel=mail');

    await user.click(await screen.findByRole('button', { name: 'Retry sending “Your booking IT-7KQ2M9X1”' }));
    expect(await screen.findByText('The mail is queued again and will be sent shortly.')).toBeInTheDocument();
    const card = firstCard();
    expect(card).toHaveTextContent('Waiting to send');
    expect(card).toHaveTextContent('Next attempt 24/11/2026, 06:35 IST');
    expect(within(card).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    // The button pressed is gone: the focus stays on the card instead of falling to the page.
    expect(within(card).getByRole('heading', { name: 'Your booking IT-7KQ2M9X1' })).toHaveFocus();
  });

  it('follows a retried mail until it is sent, without a reload', async () => {
    signInAs(ADMIN);
    const asked: string[] = [];
    const sent = { ...retried(new Date().toISOString()), status: 'SENT' as const, attempts: 1, lastError: null, nextAttemptAt: null, finishedAt: '2026-11-24T01:05:02.000Z' };
    server.use(...mailDeskHandlers(), retryHandler({ nextAttemptAt: new Date().toISOString() }), statusHandler(asked, sent));
    const { user } = renderRoute('/dashboard?panel=mail');

    await user.click(await screen.findByRole('button', { name: 'Retry sending “Your booking IT-7KQ2M9X1”' }));
    expect(firstCard()).toHaveTextContent('Waiting to send');

    await waitFor(() => expect(firstCard()).toHaveTextContent('Done 24/11/2026, 06:35 IST'), { timeout: 3000 });
    expect(firstCard()).toHaveTextContent('Sent');
    expect(firstCard()).not.toHaveTextContent('Last error');
    expect(asked).toEqual([failed.id]);
  });

  it('asks about a mail refused again only when its next attempt is due', async () => {
    signInAs(ADMIN);
    const asked: string[] = [];
    const inThirtySeconds = new Date(Date.now() + 30_000).toISOString();
    const refusedAgain = { ...retried(inThirtySeconds), attempts: 1, lastError: '421 Try again later' };
    server.use(...mailDeskHandlers(), retryHandler({ nextAttemptAt: new Date().toISOString() }), statusHandler(asked, refusedAgain));
    const { user } = renderRoute('/dashboard?panel=mail');

    await user.click(await screen.findByRole('button', { name: 'Retry sending “Your booking IT-7KQ2M9X1”' }));

    await waitFor(() => expect(firstCard()).toHaveTextContent('Last error: 421 Try again later'), { timeout: 3000 });
    expect(firstCard()).toHaveTextContent('Waiting to send');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(asked).toHaveLength(1);
  });
});
