import { useMutation } from '@apollo/client/react';
import { catalogueLimits, tourEditRules, type TourEdit } from '@india-tours/validation/catalogue';
import { fieldValidator } from '@india-tours/validation/form';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { UpdateTourDocument, type TourEditForm_TourFragment, type UpdateTourInput } from '@/gql/graphql';
import { EditFormActions, tourEditFailureMessages, tourEditRefusal } from './edit-form-parts';
import { ImageUrlField } from './image-url-field';

/** Named as the API's `UpdateTourInput` and the shared rules, so a payload error's `field` finds its input. */
const FIELDS = ['title', 'image', 'route', 'attractions'] as const satisfies readonly (keyof TourEdit)[];

const rule = <Field extends keyof TourEdit>(field: Field) => fieldValidator(tourEditRules, field);

function toUpdateTourInput(id: string, values: TourEdit): UpdateTourInput {
  return { id, title: values.title.trim(), image: values.image.trim(), route: values.route.trim(), attractions: values.attractions.trim() };
}

type TourEditFormProps = {
  tour: TourEditForm_TourFragment;
  onSaved: (tour: TourEditForm_TourFragment) => void;
  onCancel: () => void;
};

/** Says what an empty field shows instead: the value derived from the state's places. */
function whenEmpty(derived: string) {
  return (
    <>
      {' '}
      Leave it empty to show <span className="tour-edit__derived">“{derived}”</span>, from the tour&apos;s places.
    </>
  );
}

/**
 * The admin's edit of a state's special tour: the four fields its card shows instead of the values
 * derived from the state's places. The form holds the admin's own texts (empty where the card derives
 * one), so saving an untouched field never freezes today's derived value.
 */
export function TourEditForm({ tour, onSaved, onCancel }: TourEditFormProps) {
  const form = useForm<TourEdit>({
    defaultValues: {
      title: tour.edits.title ?? '',
      image: tour.edits.image ?? '',
      route: tour.edits.route ?? '',
      attractions: tour.edits.attractions ?? '',
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  const image = useWatch({ control: form.control, name: 'image' });
  const [updateTour] = useMutation(UpdateTourDocument);
  const { onSubmit, isBusy, formError } = useFormSubmit(form, {
    fieldNames: FIELDS,
    failureMessages: tourEditFailureMessages,
    async send(values) {
      const { data } = await updateTour({ variables: { input: toUpdateTourInput(tour.id, values) } });
      const saved = data?.updateTour.tour;
      if (!saved) return tourEditRefusal(data?.updateTour.errors ?? []);
      onSaved(saved);
    },
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={isBusy} aria-label="Edit special tour">
      <FormError message={formError} />
      <TextField
        label="Title"
        hint={
          <>
            The card&apos;s heading, e.g. “Royal {tour.name}”; up to {catalogueLimits.title} characters.{whenEmpty(tour.derived.title)}
          </>
        }
        error={errors.title?.message}
        {...register('title', { validate: rule('title') })}
      />
      <ImageUrlField
        value={image.trim() || tour.derived.image}
        required={false}
        hint={
          <>
            A picture shipped with the site (a path such as /images/places/munnar.svg) or an address starting with https://. Leave it
            empty to show the first place&apos;s picture.
          </>
        }
        fallbackImage={tour.fallbackImage}
        itemKind="tour"
        previewAlt={tour.title}
        error={errors.image?.message}
        {...register('image', { validate: rule('image') })}
      />
      <TextField
        label="Route"
        hint={
          <>
            As travellers read it, e.g. “Jaipur → Udaipur → Jaipur”; up to {catalogueLimits.route} characters.{whenEmpty(tour.derived.route)}
          </>
        }
        error={errors.route?.message}
        {...register('route', { validate: rule('route') })}
      />
      <TextAreaField
        label="Attractions"
        hint={
          <>
            Separated by commas, e.g. “Hawa Mahal, Amber Fort”; up to {catalogueLimits.attractions} characters.
            {whenEmpty(tour.derived.attractions)}
          </>
        }
        error={errors.attractions?.message}
        {...register('attractions', { validate: rule('attractions') })}
      />
      <EditFormActions isBusy={isBusy} onCancel={onCancel} />
    </form>
  );
}
