import {
  BOOKING_NOTICE_HOURS,
  bookingRules,
  firstBookableArrival,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_DAYS_AHEAD,
  MAX_TRIP_DAYS,
  type BookingForm as BookingFormValues,
} from '@india-tours/validation/bookings';
import { addDays, indiaDate, indianDate, isIsoDate } from '@india-tours/validation/dates';
import { fieldValidator } from '@india-tours/validation/form';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import type { BookingForm_AccountFragment, BookingForm_TourFragment } from '@/gql/graphql';
import { useBookingFormSubmit, type Booked, type BookingValues } from './booking-form-submit';
import { CountriesField } from './countries-field';
import { OverlappingBookingsDialog } from './overlapping-bookings-dialog';
import { TourBookingPrice } from './tour-booking-price';
import './booking-form.css';

/** The shared rules as they stand when a field is checked: "today" and the 48-hour close move on while the page is open. */
function rule<Field extends keyof BookingFormValues>(field: Field) {
  return (value: BookingFormValues[Field], values: BookingFormValues) => fieldValidator(bookingRules(new Date()), field)(value, values);
}

type BookingFormProps = {
  tour: BookingForm_TourFragment;
  /** The signed-in account as the server knows it (its name and phone fill the first draft); null if it does not. */
  account: BookingForm_AccountFragment | null;
  /** The account's email: the booking's, never typed (spec §5). */
  email: string;
  onBooked: (booked: Booked) => void;
  /** An arrival date picked outside the form (the tour's calendar): it fills the field. */
  pickedArrival?: string | undefined;
  /** Why the tour cannot start on the date for this many travellers (the live seats), or undefined; the server checks again. */
  arrivalRefusal?: (arrivalDate: string, travellers: number) => string | undefined;
  /** Told of every arrival date typed or picked, so the calendar can show it. */
  onArrivalChange?: (arrivalDate: string) => void;
};

/** The booking form (spec §5): the server's rules in the browser, dates in India time, and the party's price as it is typed. */
export function BookingForm({ tour, account, email, onBooked, pickedArrival, arrivalRefusal, onArrivalChange }: BookingFormProps) {
  const form = useForm<BookingValues>({
    defaultValues: {
      name: account?.name ?? '',
      phone: account?.phone ?? '',
      adults: 1,
      children: 0,
      country: '',
      arrivalDate: '',
      departureDate: '',
      comment: '',
    },
  });
  const { errors } = form.formState;
  const { register } = form;
  const { onSubmit, isBusy, formError, overlaps, bookAnyway, goBack } = useBookingFormSubmit(form, { tourId: tour.id, onBooked });
  const [adults, children, arrivalDate] = useWatch({ control: form.control, name: ['adults', 'children', 'arrivalDate'] });
  const now = new Date();
  const firstArrival = firstBookableArrival(now);
  const departureFrom = isIsoDate(arrivalDate) ? arrivalDate : firstArrival;

  useEffect(() => {
    if (pickedArrival) form.setValue('arrivalDate', pickedArrival, { shouldValidate: true, shouldDirty: true });
  }, [pickedArrival, form]);
  useEffect(() => {
    if (isIsoDate(arrivalDate)) onArrivalChange?.(arrivalDate);
  }, [arrivalDate, onArrivalChange]);
  const validateArrival = (value: string, values: BookingFormValues) =>
    rule('arrivalDate')(value, values) ?? arrivalRefusal?.(value, values.adults + values.children);

  return (
    <>
      <form className="form booking-form" noValidate onSubmit={onSubmit} aria-busy={isBusy} aria-label={`Book the ${tour.title}`}>
        <FormError message={formError} />
        <TextField label="Email" type="email" value={email} readOnly hint="Your account's email: the confirmation goes there." />
        <TextField label="Full name" autoComplete="name" required error={errors.name?.message} {...register('name', { validate: rule('name') })} />
        <TextField
          label="Mobile number"
          type="tel"
          // The national number: plain `tel` autofills "+91…", which the 10-digit rule refuses.
          autoComplete="tel-national"
          inputMode="numeric"
          required
          hint="10 digits."
          error={errors.phone?.message}
          {...register('phone', { validate: rule('phone') })}
        />
        <div className="form__pair">
          <TextField
            label="Adults"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ADULTS}
            required
            error={errors.adults?.message}
            {...register('adults', { valueAsNumber: true, validate: rule('adults') })}
          />
          <TextField
            label="Children"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CHILDREN}
            required
            error={errors.children?.message}
            {...register('children', { valueAsNumber: true, validate: rule('children') })}
          />
        </div>
        <CountriesField error={errors.country?.message} {...register('country', { validate: rule('country') })} />
        <TextField
          label="Arrival date"
          type="date"
          min={firstArrival}
          max={addDays(indiaDate(now), MAX_DAYS_AHEAD)}
          required
          hint={`From ${indianDate(firstArrival)}: bookings close ${BOOKING_NOTICE_HOURS} hours before the trip starts (India time). Pick it in the calendar, or type it.`}
          error={errors.arrivalDate?.message}
          {...register('arrivalDate', { validate: validateArrival, deps: ['departureDate'] })}
        />
        <TextField
          label="Departure date"
          type="date"
          min={departureFrom}
          max={addDays(departureFrom, MAX_TRIP_DAYS)}
          required
          hint={`The last day of the trip: up to ${MAX_TRIP_DAYS} days after the arrival.`}
          error={errors.departureDate?.message}
          {...register('departureDate', { validate: rule('departureDate') })}
        />
        <TextAreaField
          label={
            <>
              Comment <span className="booking-form__optional">(optional)</span>
            </>
          }
          rows={3}
          error={errors.comment?.message}
          {...register('comment', { validate: rule('comment') })}
        />
        <TourBookingPrice pricePerPerson={tour.pricePerPerson} adults={adults} children={children} />
        <SubmitButton isBusy={isBusy} busyLabel="Booking your tour…">
          Book now
        </SubmitButton>
      </form>
      {overlaps.length > 0 && <OverlappingBookingsDialog bookings={overlaps} onBookAnyway={bookAnyway} onGoBack={goBack} />}
    </>
  );
}
