import { useMutation } from '@apollo/client/react';
import { catalogueLimits, placeEditRules, PRICE_MAX_RUPEES, PRICE_MIN_RUPEES, type PlaceEdit } from '@india-tours/validation/catalogue';
import { fieldValidator } from '@india-tours/validation/form';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { UpdatePlaceDocument, type PlaceEditForm_PlaceFragment, type UpdatePlaceInput } from '@/gql/graphql';
import { EditFormActions, tourEditFailureMessages, tourEditRefusal } from './edit-form-parts';
import { ImageUrlField } from './image-url-field';

/** Named as the API's `UpdatePlaceInput` and the shared rules, so a payload error's `field` finds its input. */
const FIELDS = ['title', 'description', 'city', 'price', 'image'] as const satisfies readonly (keyof PlaceEdit)[];

const rule = <Field extends keyof PlaceEdit>(field: Field) => fieldValidator(placeEditRules, field);

function toUpdatePlaceInput(id: string, values: PlaceEdit): UpdatePlaceInput {
  return {
    id,
    title: values.title.trim(),
    description: values.description.trim(),
    city: values.city.trim(),
    price: values.price,
    image: values.image.trim(),
  };
}

type PlaceEditFormProps = {
  place: PlaceEditForm_PlaceFragment;
  onSaved: (place: PlaceEditForm_PlaceFragment) => void;
  onCancel: () => void;
};

/**
 * The admin's edit of a place (spec §5: all five fields required), checked with the rules the server
 * applies. The answer updates the place, and its state's tour, wherever they are shown.
 */
export function PlaceEditForm({ place, onSaved, onCancel }: PlaceEditFormProps) {
  const form = useForm<PlaceEdit>({
    defaultValues: { title: place.title, description: place.description, city: place.city, price: place.price, image: place.image },
  });
  const { register } = form;
  const { errors } = form.formState;
  const image = useWatch({ control: form.control, name: 'image' });
  const [updatePlace] = useMutation(UpdatePlaceDocument);
  const { onSubmit, isBusy, formError } = useFormSubmit(form, {
    fieldNames: FIELDS,
    failureMessages: tourEditFailureMessages,
    async send(values) {
      const { data } = await updatePlace({ variables: { input: toUpdatePlaceInput(place.id, values) } });
      const saved = data?.updatePlace.place;
      if (!saved) return tourEditRefusal(data?.updatePlace.errors ?? []);
      onSaved(saved);
    },
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={isBusy} aria-label="Edit place">
      <FormError message={formError} />
      <TextField
        label="Title"
        required
        hint={`Up to ${catalogueLimits.title} characters.`}
        error={errors.title?.message}
        {...register('title', { validate: rule('title') })}
      />
      <TextAreaField
        label="Description"
        required
        rows={6}
        hint={`Up to ${catalogueLimits.description} characters; a blank line starts a new paragraph.`}
        error={errors.description?.message}
        {...register('description', { validate: rule('description') })}
      />
      <div className="form__pair">
        <TextField label="City" required error={errors.city?.message} {...register('city', { validate: rule('city') })} />
        <TextField
          label="Price per person (₹)"
          type="number"
          inputMode="numeric"
          min={PRICE_MIN_RUPEES}
          max={PRICE_MAX_RUPEES}
          step={1}
          required
          hint="Whole rupees."
          error={errors.price?.message}
          {...register('price', { valueAsNumber: true, validate: rule('price') })}
        />
      </div>
      <ImageUrlField
        value={image}
        fallbackImage={place.fallbackImage}
        itemKind="place"
        previewAlt={place.title}
        error={errors.image?.message}
        {...register('image', { validate: rule('image') })}
      />
      <EditFormActions isBusy={isBusy} onCancel={onCancel} />
    </form>
  );
}
