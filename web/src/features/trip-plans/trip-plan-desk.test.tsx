import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TripPlanDeskDocument, UpdateTripPlanStatusDocument, type TripPlanCard_TripPlanFragment } from '@/gql/graphql';
import { ADMIN } from '@/testing/bookings-list-handlers';
import { connectionOf } from '@/testing/fixtures/connection';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

function planFixture(number: number, overrides: Partial<TripPlanCard_TripPlanFragment> = {}): TripPlanCard_TripPlanFragment {
  return {
    __typename: 'TripPlan',
    id: `plan-${number}`,
    reference: `TP-7KQ2M9X${number}`,
    email: `planner${number}@example.com`,
    stateNames: ['Rajasthan', 'Kerala'],
    placeTitles: ['Amber Fort', 'Mehrangarh Fort', 'Munnar Tea Gardens'],
    coTravellers: ['Ravi Kumar'],
    arrivalDate: '2026-12-10',
    departureDate: '2026-12-14',
    createdAt: '2026-11-23T20:35:00.000Z',
    status: 'NEW',
    estimate: {
      __typename: 'TripEstimate',
      route: 'Jaipur → Jodhpur → Munnar Hills → Jaipur',
      days: 5,
      travellers: 2,
      pricePerPerson: 12_500,
      totalPrice: 25_000,
    },
    ...overrides,
  };
}

const fresh = planFixture(1);
const contacted = planFixture(2, { status: 'CONTACTED', coTravellers: [], placeTitles: [] });

const planConnection = { connection: 'TripPlanConnection', edge: 'TripPlanEdge' } as const;

function tripPlansHandlers(filters: unknown[] = []) {
  return [
    graphql.query(TripPlanDeskDocument, ({ variables }) => {
      filters.push(variables.filter);
      const plans = variables.filter.status === 'CONTACTED' ? [contacted] : [fresh, contacted];
      return HttpResponse.json({ data: { tripPlans: connectionOf(plans, variables, planConnection) } });
    }),
  ];
}

/** Moves the fresh plan to the status asked for, recording each input. */
function movingHandler(inputs: unknown[]) {
  return graphql.mutation(UpdateTripPlanStatusDocument, ({ variables }) => {
    inputs.push(variables.input);
    const tripPlan = { ...fresh, status: variables.input.status };
    return HttpResponse.json({ data: { updateTripPlanStatus: { __typename: 'UpdateTripPlanStatusPayload', tripPlan, errors: [] } } });
  });
}

function refusingHandler(message: string) {
  return graphql.mutation(UpdateTripPlanStatusDocument, () =>
    HttpResponse.json({
      data: {
        updateTripPlanStatus: {
          __typename: 'UpdateTripPlanStatusPayload',
          tripPlan: null,
          errors: [{ __typename: 'TripPlanError', code: 'STATUS_NOT_FORWARD', field: ['input', 'status'], message }],
        },
      },
    }),
  );
}

const firstCard = () => within(screen.getByRole('list', { name: 'Trip plans' })).getAllByRole('article')[0]!;

describe('the admin desk: trip plans', () => {
  it('lists each plan with its reference, email, choices, dates, estimate, time in IST and status', async () => {
    signInAs(ADMIN);
    server.use(...tripPlansHandlers());
    renderRoute('/dashboard?panel=trips');

    const list = await screen.findByRole('list', { name: 'Trip plans' });
    const [first, second] = within(list).getAllByRole('article');
    expect(screen.getByRole('link', { name: 'Trip plans' })).toHaveAttribute('aria-current', 'page');
    expect(within(first!).getByRole('heading', { name: 'TP-7KQ2M9X1' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'planner1@example.com' })).toHaveAttribute('href', 'mailto:planner1@example.com');
    expect(first).toHaveTextContent('StatesRajasthan, Kerala');
    expect(first).toHaveTextContent('PlacesAmber Fort, Mehrangarh Fort, Munnar Tea Gardens');
    expect(first).toHaveTextContent('Co-travellersRavi Kumar');
    expect(first).toHaveTextContent('Dates10/12/2026 – 14/12/2026');
    expect(first).toHaveTextContent('Received24/11/2026, 02:05 IST');
    expect(first).toHaveTextContent('Estimate: Jaipur → Jodhpur → Munnar Hills → Jaipur · 5 days · 2 travellers · ₹25,000 (₹12,500 per person)');
    expect(first).toHaveTextContent('New');
    expect(second).toHaveTextContent('Contacted');
    expect(second).toHaveTextContent('PlacesNone');
    expect(within(second!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Mark closed TP-7KQ2M9X2']);
  });

  it('keeps the status filter in the URL', async () => {
    signInAs(ADMIN);
    const filters: unknown[] = [];
    server.use(...tripPlansHandlers(filters));
    const { user, router } = renderRoute('/dashboard?panel=trips');

    await screen.findByRole('list', { name: 'Trip plans' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Contacted');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Trip plans' })).getAllByRole('article')).toHaveLength(1));
    expect(filters.at(-1)).toEqual({ status: 'CONTACTED' });
    expect(router.state.location.search).toBe('?panel=trips&status=CONTACTED');
  });

  it('marks a new plan contacted: the card shows it from the answer, a toast confirms, the card keeps the focus', async () => {
    signInAs(ADMIN);
    const inputs: unknown[] = [];
    server.use(...tripPlansHandlers(), movingHandler(inputs));
    const { user } = renderRoute('/dashboard?panel=trips');

    await user.click(await screen.findByRole('button', { name: 'Mark contacted TP-7KQ2M9X1' }));

    expect(await screen.findByText('TP-7KQ2M9X1 marked contacted.')).toBeInTheDocument();
    expect(inputs).toEqual([{ id: fresh.id, status: 'CONTACTED' }]);
    const card = firstCard();
    expect(card).toHaveTextContent('Contacted');
    expect(within(card).queryByRole('button', { name: /Mark contacted/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'TP-7KQ2M9X1' })).toHaveFocus();
  });

  it("says why a move was refused (the server's words)", async () => {
    signInAs(ADMIN);
    const refusal = 'This trip plan is closed; it can only move forward (new → contacted → closed), so it cannot become contacted.';
    server.use(...tripPlansHandlers(), refusingHandler(refusal));
    const { user } = renderRoute('/dashboard?panel=trips');

    await user.click(await screen.findByRole('button', { name: 'Mark contacted TP-7KQ2M9X1' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(firstCard()).getByRole('heading', { name: 'TP-7KQ2M9X1' })).toHaveFocus();
  });

  it('asks before closing a plan, which cannot be undone, and Keep it open changes nothing', async () => {
    signInAs(ADMIN);
    const inputs: unknown[] = [];
    server.use(...tripPlansHandlers(), movingHandler(inputs));
    const { user } = renderRoute('/dashboard?panel=trips');

    const close = await screen.findByRole('button', { name: 'Mark closed TP-7KQ2M9X1' });
    // The secondary action beside Mark contacted, not a second primary one.
    expect(close).toHaveClass('button--ghost');
    await user.click(close);
    const dialog = screen.getByRole('dialog', { name: 'Close this trip plan? It cannot be reopened.' });
    expect(dialog).toHaveTextContent('Trip plan TP-7KQ2M9X1');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(inputs).toEqual([]);
    expect(firstCard()).toHaveTextContent('New');
  });

  it('closes a plan once confirmed: the card shows it closed with no more actions, and its title has the focus', async () => {
    signInAs(ADMIN);
    const inputs: unknown[] = [];
    server.use(...tripPlansHandlers(), movingHandler(inputs));
    const { user } = renderRoute('/dashboard?panel=trips');

    await user.click(await screen.findByRole('button', { name: 'Mark closed TP-7KQ2M9X1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close trip plan' }));

    expect(await screen.findByText('TP-7KQ2M9X1 marked closed.')).toBeInTheDocument();
    expect(inputs).toEqual([{ id: fresh.id, status: 'CLOSED' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = firstCard();
    expect(card).toHaveTextContent('Closed');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'TP-7KQ2M9X1' })).toHaveFocus();
  });

  it('shows why a plan was not closed inside the question, which stays open', async () => {
    signInAs(ADMIN);
    const refusal = 'The trip plan could not be found.';
    server.use(...tripPlansHandlers(), refusingHandler(refusal));
    const { user } = renderRoute('/dashboard?panel=trips');

    await user.click(await screen.findByRole('button', { name: 'Mark closed TP-7KQ2M9X1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close trip plan' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(refusal);
    expect(firstCard()).toHaveTextContent('New');
  });
});
