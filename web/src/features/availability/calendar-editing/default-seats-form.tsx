import { useMutation } from '@apollo/client/react';
import { MAX_SEATS } from '@india-tours/validation/availability';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { UpdateTourCalendarDocument, type DefaultSeatsForm_CalendarFragment } from '@/gql/graphql';
import { calendarFailureMessages, calendarMessages, seatCountError } from './calendar-messages';
import type { DateRange } from './calendar-month';

/** Named as the API's `UpdateTourCalendarInput`, so a payload error's `field` finds its input. */
type DefaultSeatsValues = { defaultSeats: string };

type DefaultSeatsFormProps = {
  tourId: string;
  calendar: DefaultSeatsForm_CalendarFragment;
  /** The month on screen: its dates come back with the answer (those following the default change with it). */
  shownRange: DateRange;
};

/** The seats every start date of the tour has unless an admin set its own. */
export function DefaultSeatsForm({ tourId, calendar, shownRange }: DefaultSeatsFormProps) {
  const headingId = useId();
  const form = useForm<DefaultSeatsValues>({ defaultValues: { defaultSeats: String(calendar.defaultSeats) } });
  const [savedSeats, setSavedSeats] = useState<number>();
  const [updateTourCalendar] = useMutation(UpdateTourCalendarDocument);
  const { onSubmit, isBusy, formError } = useFormSubmit(form, {
    fieldNames: ['defaultSeats'],
    failureMessages: calendarFailureMessages,
    async send({ defaultSeats }) {
      setSavedSeats(undefined);
      const seats = Number(defaultSeats);
      const { data } = await updateTourCalendar({ variables: { input: { tourId, defaultSeats: seats }, ...shownRange } });
      if (!data?.updateTourCalendar.tour) return data?.updateTourCalendar.errors ?? [];
      setSavedSeats(seats);
    },
  });

  return (
    <form className="form calendar-card" noValidate onSubmit={onSubmit} aria-busy={isBusy} aria-labelledby={headingId}>
      <h2 id={headingId}>Default seats</h2>
      <FormError message={formError} />
      {savedSeats !== undefined && (
        <FormAlert tone="success">
          <p>{calendarMessages.defaultSaved(savedSeats)}</p>
        </FormAlert>
      )}
      <TextField
        label="Seats per start date"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_SEATS}
        hint="Travellers each date takes unless you set its own. A date never gets fewer seats than it has taken."
        error={form.formState.errors.defaultSeats?.message}
        {...form.register('defaultSeats', { validate: seatCountError })}
      />
      <div className="form__actions">
        <SubmitButton isBusy={isBusy} busyLabel="Saving…">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
