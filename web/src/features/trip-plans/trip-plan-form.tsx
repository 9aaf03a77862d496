import { indiaDate, indianDate, isIsoDate } from '@india-tours/validation/dates';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { EmailField } from '@/components/form/email-field';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import type { TripPlanSaved_TripPlanFragment } from '@/gql/graphql';
import { formatRupees } from '@/lib/format';
import { CoTravellersField } from './co-travellers-field';
import { OptionPicker } from './option-picker';
import { TripEstimateFacts } from './trip-estimate-facts';
import { estimateOf, tripPlanCatalogue, tripPlanValidator, type TripPlanCatalogue, type TripPlanValues, type TripState } from './trip-plan-values';
import { useCreateTripPlan } from './use-create-trip-plan';
import { useTripPlanChoices } from './use-trip-plan-choices';
import './trip-plan-form.css';

type TripPlanFormProps = {
  /** Every state with its places, as the page query loads them. */
  states: readonly TripState[];
  /** The signed-in traveller's email, or empty: where the summary goes unless they type another. */
  defaultEmail: string;
  onSaved: (plan: TripPlanSaved_TripPlanFragment) => void;
  /** Opened from "Plan another trip": that button is gone, so the focus (and the view) moves to the first field. */
  focusFirstField?: boolean;
};

/**
 * The trip planner (spec §5 "Customize"): states, places from those states and co-travellers added one
 * at a time, the dates and an email, checked by the server's own rules; beside it (below it on a phone)
 * the estimate the server will store, as it is filled.
 */
export function TripPlanForm({ states, defaultEmail, onSaved, focusFirstField = false }: TripPlanFormProps) {
  const catalogue = useMemo(() => tripPlanCatalogue(states), [states]);
  const form = useForm<TripPlanValues>({
    defaultValues: { stateIds: [], placeIds: [], coTravellers: [], arrivalDate: '', departureDate: '', email: defaultEmail },
  });
  // Registered in form order (the lists first): a refused submit focuses the first invalid field.
  const choices = useTripPlanChoices(form, catalogue);
  const { errors } = form.formState;
  const { register } = form;
  const { onSubmit, isBusy, formError } = useCreateTripPlan(form, onSaved);
  const arrivalDate = useWatch({ control: form.control, name: 'arrivalDate' });
  const today = indiaDate(new Date());
  const departureFrom = isIsoDate(arrivalDate) && arrivalDate > today ? arrivalDate : today;
  const chosenStates = choices.states.values.flatMap((id) => catalogue.stateById.get(id) ?? []);

  useEffect(() => {
    if (focusFirstField) form.setFocus('stateIds');
  }, [form, focusFirstField]);

  return (
    <div className="trip-plan-form">
      <form className="form form-card trip-form" noValidate onSubmit={onSubmit} aria-busy={isBusy} aria-label="Your trip">
        <FormError message={formError} />
        <p role="status" className="visually-hidden">
          {choices.announcement}
        </p>
        <OptionPicker
          legend="States"
          listLabel="Your states"
          emptyText="No state added yet."
          controlLabel="State"
          placeholder="Choose a state…"
          groups={[{ options: catalogue.states.map((state) => ({ value: state.id, label: state.name })) }]}
          list={choices.states}
          items={chosenStates.map((state) => ({ key: state.id, label: state.name }))}
          hint="Add each state you want to visit, one at a time."
        />
        <OptionPicker
          legend="Places (optional)"
          listLabel="Your places"
          emptyText="No place added yet."
          controlLabel="Place"
          placeholder={chosenStates.length > 0 ? 'Choose a place…' : 'Add a state first'}
          groups={chosenStates.map((state) => ({
            label: state.name,
            options: state.places.map((place) => ({ value: place.id, label: `${place.title} (${formatRupees(place.price)})` })),
          }))}
          list={choices.places}
          items={choices.places.values.flatMap((id) => placeItem(catalogue, id))}
          hint="Places are offered from the states you added. Prices are per person."
          note={choices.removedPlacesNote}
        />
        <CoTravellersField list={choices.coTravellers} />
        <div className="form__pair">
          <TextField
            label="Arrival date"
            type="date"
            min={today}
            required
            hint={`From today, ${indianDate(today)} (India time).`}
            error={errors.arrivalDate?.message}
            {...register('arrivalDate', { validate: tripPlanValidator('arrivalDate', catalogue), deps: ['departureDate'] })}
          />
          <TextField
            label="Departure date"
            type="date"
            min={departureFrom}
            required
            hint="The last day of the trip: not before the arrival."
            error={errors.departureDate?.message}
            {...register('departureDate', { validate: tripPlanValidator('departureDate', catalogue) })}
          />
        </div>
        <EmailField
          hint="We send the summary there and reply to it."
          error={errors.email?.message}
          {...register('email', { validate: tripPlanValidator('email', catalogue) })}
        />
        <SubmitButton isBusy={isBusy} busyLabel="Sending your trip plan…">
          Send my trip plan
        </SubmitButton>
      </form>
      <LiveEstimate control={form.control} catalogue={catalogue} />
    </div>
  );
}

function placeItem(catalogue: TripPlanCatalogue, id: string) {
  const place = catalogue.placeById.get(id);
  return place ? [{ key: id, label: place.title, detail: `${place.destination} · ${formatRupees(place.price)} per person` }] : [];
}

/** The estimate as the form stands, recomputed on every change of places, party or dates. */
function LiveEstimate({ control, catalogue }: { control: Control<TripPlanValues>; catalogue: TripPlanCatalogue }) {
  const [placeIds, coTravellers, arrivalDate, departureDate] = useWatch({ control, name: ['placeIds', 'coTravellers', 'arrivalDate', 'departureDate'] });
  return (
    <aside className="trip-estimate trip-plan-form__estimate" aria-labelledby="trip-estimate-title">
      <h2 id="trip-estimate-title" className="trip-estimate__title">
        Your estimate
      </h2>
      <TripEstimateFacts estimate={estimateOf({ placeIds, coTravellers, arrivalDate, departureDate }, catalogue)} />
    </aside>
  );
}
