import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/text-field';
import type { AdminBookingFilters_StateFragment } from '@/gql/graphql';
import './admin-booking-filters.css';

/** The admin's filter as the page keeps it (in the URL): empty strings mean "any". */
export type AdminBookingFilter = { state: string; reference: string };

type AdminBookingFiltersProps = {
  states: ReadonlyArray<AdminBookingFilters_StateFragment>;
  filter: AdminBookingFilter;
  onApply: (filter: AdminBookingFilter) => void;
};

/**
 * Filter by state and search by reference (spec §6, issue 9). Applied on submit, not on every key:
 * each change is a request and a new list, so the admin decides when.
 */
export function AdminBookingFilters({ states, filter, onApply }: AdminBookingFiltersProps) {
  const stateId = useId();
  const stateRef = useRef<HTMLSelectElement>(null);
  const [state, setState] = useState(filter.state);
  const [reference, setReference] = useState(filter.reference);
  const [shownFilter, setShownFilter] = useState(filter);
  // A filter applied elsewhere (the browser's Back, a link) replaces what was typed.
  if (shownFilter.state !== filter.state || shownFilter.reference !== filter.reference) {
    setShownFilter(filter);
    setState(filter.state);
    setReference(filter.reference);
  }
  const isFiltered = filter.state !== '' || filter.reference !== '';

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ state, reference: reference.trim() });
  }

  function clear() {
    setState('');
    setReference('');
    onApply({ state: '', reference: '' });
    // This button goes with the filter: the focus stays in the form rather than falling to the page.
    stateRef.current?.focus();
  }

  return (
    <form className="admin-filters" role="search" aria-label="Filter bookings" onSubmit={apply}>
      <div className="field">
        <label htmlFor={stateId} className="field__label">
          State
        </label>
        <select ref={stateRef} id={stateId} className="field__input" value={state} onChange={(event) => setState(event.target.value)}>
          <option value="">All states</option>
          {/* A state the list no longer offers (an old link) stays choosable, so the form shows what is applied. */}
          {state && !states.some((option) => option.name === state) && <option value={state}>{state}</option>}
          {states.map((option) => (
            <option key={option.id} value={option.name}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Booking reference"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        placeholder="IT-7KQ2M9XD"
        autoComplete="off"
        spellCheck={false}
      />
      <div className="admin-filters__actions">
        <button type="submit" className="button button--teal">
          Show bookings
        </button>
        {isFiltered && (
          <button type="button" className="button button--ghost" onClick={clear}>
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}
