import { addDays, indiaDate } from '@india-tours/validation/dates';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TripPlanPageDocument } from '@/gql/graphql';
import { paths } from '@/paths';
import { ASHA } from '@/testing/fixtures/accounts';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';
import { recordTripPlans, TRIP_REFERENCE, TRIP_STATES } from '@/testing/trip-plan-handlers';

const FAILED = 'Something went wrong while submitting the form.';
const ARRIVAL = addDays(indiaDate(new Date()), 20);
const DEPARTURE = addDays(ARRIVAL, 2);
const stateId = (name: string) => TRIP_STATES.find((state) => state.name === name)!.id;
const placeId = (title: string) => TRIP_STATES.flatMap((state) => state.places).find((place) => place.title === title)!.id;

async function openPlanner() {
  const view = renderRoute(paths.tripPlan.to());
  const form = within(await screen.findByRole('form', { name: 'Your trip' }));
  return { ...view, form };
}

async function choose(user: UserEvent, kind: 'State' | 'Place', value: string) {
  await user.selectOptions(screen.getByLabelText(kind), value);
  await user.click(screen.getByRole('button', { name: `Add ${kind.toLowerCase()}` }));
}

/** Kerala with both its places, one co-traveller, three days, and `email` typed when given. */
async function fillTrip(user: UserEvent, form: Awaited<ReturnType<typeof openPlanner>>['form'], email?: string) {
  await choose(user, 'State', stateId('Kerala'));
  await choose(user, 'Place', placeId('Alleppey Backwaters'));
  await choose(user, 'Place', placeId('Munnar Tea Gardens'));
  await user.type(form.getByLabelText('Co-traveller’s name'), 'Ravi Kumar{Enter}');
  await user.type(form.getByLabelText('Arrival date'), ARRIVAL);
  await user.type(form.getByLabelText('Departure date'), DEPARTURE);
  if (email) await user.type(form.getByLabelText('Email'), email);
}

describe('trip plan route', () => {
  it("sends the plan and says 'Trip details saved successfully!' with its reference, the estimate as saved and the mailed summary", async () => {
    const inputs = recordTripPlans();
    const { user, form } = await openPlanner();
    expect(screen.getByRole('heading', { level: 1, name: 'Plan a custom trip' })).toBeInTheDocument();

    await fillTrip(user, form, 'meera@example.com');
    await user.click(form.getByRole('button', { name: 'Send my trip plan' }));

    const saved = (await screen.findByText('Trip details saved successfully!')).closest('[role="status"]');
    expect(saved).toHaveTextContent(`Your reference is ${TRIP_REFERENCE}. We have mailed a summary to meera@example.com`);
    expect(document.activeElement).toContainElement(saved as HTMLElement);
    expect(inputs).toEqual([
      {
        stateIds: [stateId('Kerala')],
        placeIds: [placeId('Alleppey Backwaters'), placeId('Munnar Tea Gardens')],
        coTravellers: ['Ravi Kumar'],
        arrivalDate: ARRIVAL,
        departureDate: DEPARTURE,
        email: 'meera@example.com',
      },
    ]);
    const estimate = screen.getByRole('region', { name: 'Estimate' });
    expect(estimate).toHaveTextContent('RouteAlleppey → Munnar → Alleppey');
    expect(estimate).toHaveTextContent('Days3 days');
    expect(estimate).toHaveTextContent('Travellers2 (you and 1 co-traveller)');
    expect(estimate).toHaveTextContent('Total₹21,000');
    expect(screen.getByText('Alleppey Backwaters, Munnar Tea Gardens')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Plan another trip' }));
    const another = within(screen.getByRole('form', { name: 'Your trip' }));
    expect(another.getByText('No state added yet.')).toBeInTheDocument();
    // The button pressed is gone: the focus starts the new plan, which keeps the visitor's email.
    expect(another.getByLabelText('State')).toHaveFocus();
    expect(another.getByLabelText('Email')).toHaveValue('meera@example.com');
  });

  it('saves a plan without places as one whose places our team will suggest, with no price', async () => {
    const inputs = recordTripPlans();
    const { user, form } = await openPlanner();
    await choose(user, 'State', stateId('Kerala'));
    await user.type(form.getByLabelText('Arrival date'), ARRIVAL);
    await user.type(form.getByLabelText('Departure date'), DEPARTURE);
    await user.type(form.getByLabelText('Email'), 'meera@example.com');
    await user.click(form.getByRole('button', { name: 'Send my trip plan' }));

    await screen.findByText('Trip details saved successfully!');
    expect(inputs[0]?.placeIds).toEqual([]);
    const estimate = screen.getByRole('region', { name: 'Estimate' });
    expect(estimate).toHaveTextContent('RouteNo places chosen: our team will suggest some.');
    expect(estimate).toHaveTextContent('Days3 days');
    expect(estimate).not.toHaveTextContent('₹');
    expect(estimate).not.toHaveTextContent('Total');
  });

  it("starts with a signed-in traveller's own email, which they may change", async () => {
    signInAs();
    const inputs = recordTripPlans();
    const { user, form } = await openPlanner();
    expect(form.getByLabelText('Email')).toHaveValue(ASHA.user.email);

    await fillTrip(user, form);
    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'asha.family@example.com');
    await user.click(form.getByRole('button', { name: 'Send my trip plan' }));

    await screen.findByText('Trip details saved successfully!');
    expect(inputs[0]?.email).toBe('asha.family@example.com');
  });

  it("shows the server's refusals beside their fields under 'Something went wrong while submitting the form.'", async () => {
    recordTripPlans(() =>
      HttpResponse.json({
        data: {
          createTripPlan: {
            __typename: 'CreateTripPlanPayload',
            tripPlan: null,
            errors: [{ __typename: 'TripPlanError', code: 'DATE_IN_PAST', field: ['input', 'arrivalDate'], message: 'The arrival date cannot be before today (India time).' }],
          },
        },
      }),
    );
    const { user, form } = await openPlanner();
    await fillTrip(user, form, 'meera@example.com');
    await user.click(form.getByRole('button', { name: 'Send my trip plan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(form.getByLabelText('Arrival date')).toHaveAccessibleDescription(expect.stringContaining('The arrival date cannot be before today (India time).'));
    expect(form.getByLabelText('Arrival date')).toHaveFocus();
  });

  it("says 'Something went wrong while submitting the form.' when the request fails, and the sending limit's own words", async () => {
    let answer: 'network' | 'limited' = 'network';
    recordTripPlans(() =>
      answer === 'network'
        ? HttpResponse.error()
        : HttpResponse.json({
            errors: [{ message: 'You have sent several trip plans just now. Please try again in 9 minutes.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 540 } }],
          }),
    );
    const { user, form } = await openPlanner();
    await fillTrip(user, form, 'meera@example.com');

    await user.click(form.getByRole('button', { name: 'Send my trip plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);

    answer = 'limited';
    await user.click(form.getByRole('button', { name: 'Send my trip plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several trip plans just now. Please try again in 9 minutes.');
  });

  it("says 'Failed to load states.' and tries again on request", async () => {
    let isDown = true;
    server.use(
      graphql.query(TripPlanPageDocument, () =>
        isDown ? HttpResponse.error() : HttpResponse.json({ data: { states: { __typename: 'StateConnection', nodes: TRIP_STATES } } }),
      ),
    );
    const { user } = renderRoute(paths.tripPlan.to());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load states.');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Your trip' })).toBeInTheDocument();
  });
});
