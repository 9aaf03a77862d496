import { addDays, indiaDate } from '@india-tours/validation/dates';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TRIP_STATES } from '@/testing/trip-plan-handlers';
import { TripPlanForm } from './trip-plan-form';

const today = () => indiaDate(new Date());

function renderPlanner() {
  const view = renderWithProviders(<TripPlanForm states={TRIP_STATES} defaultEmail="" onSaved={vi.fn()} />);
  return { ...view, form: within(screen.getByRole('form', { name: 'Your trip' })) };
}

async function add(user: UserEvent, kind: 'State' | 'Place', option: string | RegExp) {
  const select = screen.getByLabelText(kind);
  const value = within(select).getByRole('option', { name: option }).getAttribute('value')!;
  await user.selectOptions(select, value);
  await user.click(screen.getByRole('button', { name: `Add ${kind.toLowerCase()}` }));
}

async function addCoTraveller(user: UserEvent, name: string) {
  await user.type(screen.getByLabelText('Co-traveller’s name'), name);
  await user.click(screen.getByRole('button', { name: 'Add co-traveller' }));
}

const listed = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((item) => item.firstChild?.textContent);
const estimate = () => screen.getByRole('complementary', { name: 'Your estimate' });
const announcement = () => screen.getAllByRole('status').find((region) => region.classList.contains('visually-hidden'));

describe('TripPlanForm', () => {
  it('adds states and places one at a time, offers places only from the chosen states, and the estimate follows', async () => {
    const { user } = renderPlanner();
    expect(screen.getByLabelText('Place')).toBeDisabled();
    expect(estimate()).toHaveTextContent('RouteNo places chosen: our team will suggest some.');
    expect(estimate()).not.toHaveTextContent('₹');

    await add(user, 'State', 'Rajasthan');
    expect(listed('Your states')).toEqual(['Rajasthan']);
    expect(announcement()).toHaveTextContent('Rajasthan added to your states.');
    const placeSelect = screen.getByLabelText('Place');
    expect(within(placeSelect).getByRole('group', { name: 'Rajasthan' })).toBeInTheDocument();
    expect(within(placeSelect).queryByRole('option', { name: /Taj Mahal/ })).not.toBeInTheDocument();

    await add(user, 'State', 'Uttar Pradesh');
    await add(user, 'Place', /Amber Fort/);
    await add(user, 'Place', /Mehrangarh Fort/);
    await add(user, 'Place', /Taj Mahal/);

    expect(listed('Your places')).toEqual(['Amber FortJaipur · ₹3,000 per person', 'Mehrangarh FortJodhpur · ₹2,800 per person', 'Taj MahalAgra · ₹5,000 per person']);
    expect(estimate()).toHaveTextContent('RouteJaipur → Jodhpur → Agra → Jaipur');
    expect(estimate()).toHaveTextContent('DaysChoose your dates.');
    expect(estimate()).toHaveTextContent('Travellers1 (just you)');
    expect(estimate()).toHaveTextContent('Price per person₹10,800');
    expect(estimate()).toHaveTextContent('Total₹10,800');

    await user.type(screen.getByLabelText('Arrival date'), addDays(today(), 10));
    await user.type(screen.getByLabelText('Departure date'), addDays(today(), 13));
    await addCoTraveller(user, 'Ravi Kumar');

    expect(estimate()).toHaveTextContent('Days4 days');
    expect(estimate()).toHaveTextContent('Travellers2 (you and 1 co-traveller)');
    expect(within(estimate()).getByRole('status')).toHaveTextContent('₹21,600');
  });

  it('removes a state with its places, and says so aloud and beside the places', async () => {
    const { user } = renderPlanner();
    await add(user, 'State', 'Rajasthan');
    await add(user, 'State', 'Uttar Pradesh');
    await add(user, 'Place', /Amber Fort/);
    await add(user, 'Place', /Hawa Mahal/);
    await add(user, 'Place', /Taj Mahal/);

    await user.click(screen.getByRole('button', { name: 'Remove Rajasthan' }));

    expect(listed('Your states')).toEqual(['Uttar Pradesh']);
    expect(listed('Your places')).toEqual(['Taj MahalAgra · ₹5,000 per person']);
    expect(screen.getByText('Amber Fort and Hawa Mahal removed with Rajasthan.')).toBeInTheDocument();
    expect(announcement()).toHaveTextContent('Rajasthan removed from your states. Amber Fort and Hawa Mahal removed with Rajasthan.');
    expect(screen.getByLabelText('State')).toHaveFocus();
    expect(within(screen.getByLabelText('Place')).queryByRole('group', { name: 'Rajasthan' })).not.toBeInTheDocument();
    expect(estimate()).toHaveTextContent('Total₹5,000');
  });

  it('refuses a state or a place chosen twice with the shared message, and an Add with nothing chosen', async () => {
    const { user } = renderPlanner();
    await user.click(screen.getByRole('button', { name: 'Add state' }));
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription(expect.stringContaining('Please choose a state from the list first.'));

    await add(user, 'State', 'Kerala');
    await add(user, 'State', 'Kerala');
    expect(listed('Your states')).toEqual(['Kerala']);
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription(expect.stringContaining('Each state can be added only once.'));
    expect(announcement()).toHaveTextContent('Each state can be added only once.');

    await add(user, 'Place', /Munnar Tea Gardens/);
    await add(user, 'Place', /Munnar Tea Gardens/);
    expect(listed('Your places')).toHaveLength(1);
    expect(screen.getByLabelText('Place')).toHaveAccessibleDescription(expect.stringContaining('Each place can be added only once.'));
  });

  it("clears a picker's refusal once another option is chosen, or its list changes with a state removed", async () => {
    const { user } = renderPlanner();
    const stateSelect = screen.getByLabelText('State');
    await add(user, 'State', 'Kerala');
    await add(user, 'State', 'Kerala');
    expect(stateSelect).toBeInvalid();

    await user.selectOptions(stateSelect, within(stateSelect).getByRole('option', { name: 'Goa' }));
    expect(stateSelect).not.toBeInvalid();
    expect(stateSelect).not.toHaveAccessibleDescription(expect.stringContaining('Each state can be added only once.'));

    await add(user, 'Place', /Munnar Tea Gardens/);
    await add(user, 'Place', /Munnar Tea Gardens/);
    expect(screen.getByLabelText('Place')).toHaveAccessibleDescription(expect.stringContaining('Each place can be added only once.'));
    await user.click(screen.getByRole('button', { name: 'Remove Kerala' }));
    expect(screen.getByText('No place added yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Place')).not.toBeInvalid();
    expect(screen.getByLabelText('Place')).not.toHaveAccessibleDescription(expect.stringContaining('Each place can be added only once.'));
  });

  it('ignores a blank co-traveller, adds a name with Enter, refuses one too long, and removes one', async () => {
    const { user } = renderPlanner();
    await addCoTraveller(user, '   ');
    expect(screen.getByText('Just you so far.')).toBeInTheDocument();
    expect(screen.getByLabelText('Co-traveller’s name')).toHaveValue('');
    expect(screen.getByLabelText('Co-traveller’s name')).not.toBeInvalid();

    await user.type(screen.getByLabelText('Co-traveller’s name'), 'Meera{Enter}');
    expect(listed('Your co-travellers')).toEqual(['Meera']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Co-traveller’s name'));
    await user.paste('N'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Add co-traveller' }));
    expect(listed('Your co-travellers')).toEqual(['Meera']);
    expect(screen.getByLabelText('Co-traveller’s name')).toHaveAccessibleDescription(
      expect.stringContaining("Each co-traveller's name must be at most 100 characters."),
    );
    await user.type(screen.getByLabelText('Co-traveller’s name'), '{Backspace}');
    expect(screen.getByLabelText('Co-traveller’s name')).not.toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Remove Meera' }));
    expect(screen.getByText('Just you so far.')).toBeInTheDocument();
    expect(screen.getByLabelText('Co-traveller’s name')).toHaveFocus();
  });

  it('says a missing date is required, naming no format (a date picker shows its own)', async () => {
    const { user, form } = renderPlanner();
    await user.click(form.getByRole('button', { name: 'Send my trip plan' }));

    expect(form.getByLabelText('Arrival date')).toHaveAccessibleDescription(expect.stringContaining('Arrival date is required.'));
    expect(form.getByLabelText('Departure date')).toHaveAccessibleDescription(expect.stringContaining('Departure date is required.'));
    expect(screen.queryByText(/YYYY-MM-DD/)).not.toBeInTheDocument();
  });

  it('keeps the arrival from today (IST) and the departure from the arrival, and says what is missing', async () => {
    const { user, form } = renderPlanner();
    expect(form.getByLabelText('Arrival date')).toHaveAttribute('min', today());
    expect(form.getByLabelText('Departure date')).toHaveAttribute('min', today());

    await user.type(form.getByLabelText('Arrival date'), addDays(today(), -1));
    await user.type(form.getByLabelText('Departure date'), addDays(today(), -2));
    await user.click(form.getByRole('button', { name: 'Send my trip plan' }));

    expect(screen.getByLabelText('State')).toHaveFocus();
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription(expect.stringContaining('Please add at least one state.'));
    expect(form.getByLabelText('Arrival date')).toHaveAccessibleDescription(expect.stringContaining('The arrival date cannot be before today (India time).'));
    expect(form.getByLabelText('Departure date')).toHaveAccessibleDescription(expect.stringContaining('The departure date cannot be before today (India time).'));
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Email is required.'));

    await user.clear(form.getByLabelText('Arrival date'));
    await user.type(form.getByLabelText('Arrival date'), addDays(today(), 5));
    await user.clear(form.getByLabelText('Departure date'));
    await user.type(form.getByLabelText('Departure date'), addDays(today(), 4));

    expect(form.getByLabelText('Departure date')).toHaveAttribute('min', addDays(today(), 5));
    expect(form.getByLabelText('Arrival date')).not.toBeInvalid();
    expect(form.getByLabelText('Departure date')).toHaveAccessibleDescription(expect.stringContaining('The departure date cannot be before the arrival date.'));
  });
});
