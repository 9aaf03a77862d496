import { MAX_SEATS } from '@india-tours/validation/availability';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { selectionText, seatCountError } from './calendar-messages';
import type { DateRange } from './calendar-month';
import { useUpdateTourDates, type DatesChange, type DatesOutcome } from './use-update-tour-dates';

type DatesFormProps = {
  tourId: string;
  /** The dates selected in the table, in date order. */
  dates: readonly string[];
  /** The month on screen, whose dates come back with the answer. */
  shownRange: DateRange;
  /** A change was saved: the selection is done with. */
  onChanged: () => void;
};

type Action = 'seats' | 'close' | 'open';

const BUSY_LABEL = 'Saving…';

/**
 * What the admin does to the dates selected in the table: set their own seats, close them or open them. A refusal
 * (a date would get fewer seats than it has taken, a date in the past…) is shown above the buttons in the API's words.
 */
export function DatesForm({ tourId, dates, shownRange, onChanged }: DatesFormProps) {
  const headingId = useId();
  const seatsRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [seats, setSeats] = useState('');
  const [seatsError, setSeatsError] = useState<string>();
  const [outcome, setOutcome] = useState<DatesOutcome>();
  const [pending, setPending] = useState<Action>();
  const { change, isBusy } = useUpdateTourDates(tourId, shownRange);

  // The pressed button was disabled while the change ran: the keyboard carries on from what it said.
  useEffect(() => {
    const hasLostFocus = document.activeElement === null || document.activeElement === document.body;
    if (outcome?.tone === 'success' && hasLostFocus) outcomeRef.current?.focus();
  }, [outcome]);

  async function apply(action: Action, what: DatesChange) {
    setOutcome(undefined);
    setPending(action);
    const result = await change(dates, what);
    setPending(undefined);
    setOutcome(result);
    if (result.tone === 'success') onChanged();
  }

  function setSeatsOfDates(event: FormEvent) {
    event.preventDefault();
    const error = seatCountError(seats);
    setSeatsError(error);
    if (error) seatsRef.current?.focus();
    else void apply('seats', { seats: Number(seats) });
  }

  const label = (action: Action, idle: string) => (pending === action ? BUSY_LABEL : idle);
  return (
    <form className="form calendar-card" noValidate onSubmit={setSeatsOfDates} aria-busy={isBusy} aria-labelledby={headingId}>
      <h2 id={headingId}>Change the selected dates</h2>
      <p className="calendar-card__selection" role="status">
        {selectionText(dates)}
      </p>
      {outcome?.tone === 'error' && (
        <FormAlert tone="error">
          {outcome.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </FormAlert>
      )}
      {outcome?.tone === 'success' && (
        <FormAlert tone="success" ref={outcomeRef}>
          <p>{outcome.message}</p>
        </FormAlert>
      )}
      <TextField
        ref={seatsRef}
        label="Seats for the selected dates"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_SEATS}
        hint="Never fewer than a date has taken and held."
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
        error={seatsError}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isBusy}>
          {label('seats', 'Set seats')}
        </button>
        <button type="button" className="button button--ghost" disabled={isBusy} onClick={() => void apply('close', { closed: true })}>
          {label('close', 'Close dates')}
        </button>
        <button type="button" className="button button--ghost" disabled={isBusy} onClick={() => void apply('open', { closed: false })}>
          {label('open', 'Open dates')}
        </button>
      </div>
    </form>
  );
}
