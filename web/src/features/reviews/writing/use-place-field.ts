import { useController, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { PayloadError } from '@/components/form/form-errors';
import type { PickedPlace } from './place-picker';

/** The two values a review form keeps for its place, named as the API's inputs and the shared rules. */
type PlaceValues = { tourPlace: string; placeId: string | null };

/**
 * Binds a PlacePicker to a review form: the text is the `tourPlace` field (checked by `validate`,
 * which says 'Please choose a place from the list.' while nothing is picked), and a pick sets
 * `placeId` beside it. `placeId` is set first, so the check of the text already sees it.
 */
export function usePlaceField<Values extends FieldValues & PlaceValues>(
  form: UseFormReturn<Values>,
  validate: (text: string, values: Values) => string | undefined,
) {
  // react-hook-form cannot narrow a path of a generic form; both names exist by the constraint above.
  const textPath = 'tourPlace' as Path<Values>;
  const placeIdPath = 'placeId' as Path<Values>;
  const { field, fieldState } = useController({
    control: form.control,
    name: textPath,
    rules: { validate: (text, values) => validate(text as string, values) },
  });

  function setPlaceId(placeId: string | null) {
    form.setValue(placeIdPath, placeId as PathValue<Values, Path<Values>>);
  }

  return {
    text: field.value as string,
    error: fieldState.error?.message,
    ref: field.ref,
    onBlur: field.onBlur,
    onTextChange(text: string) {
      setPlaceId(null);
      field.onChange(text);
    },
    onPick(place: PickedPlace) {
      setPlaceId(place.id);
      field.onChange(place.title);
    },
  };
}

/**
 * A refused review's errors as useFormSubmit shows them: `message` over the form, then each error
 * beside its field. The API blames `placeId`, which has no input of its own: its errors go beside
 * the picker's text.
 */
export function reviewRefusal(message: string, errors: ReadonlyArray<PayloadError>): PayloadError[] {
  const besideFields = errors.map((error) =>
    error.field?.at(-1) === 'placeId' ? { ...error, field: [...error.field.slice(0, -1), 'tourPlace'] } : error,
  );
  return [{ code: 'REVIEW_REFUSED', field: null, message }, ...besideFields];
}
