import { DEFAULT_RATING, reviewFormRules, reviewLimits } from '@india-tours/validation/reviews';
import { fieldValidator } from '@india-tours/validation/form';
import { Controller, useForm, type Control } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { StarRatingField } from '@/components/form/star-rating-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import type { SessionUser } from '@/session/session-user';
import { useSessionUser } from '@/session/use-session-user';
import { PlacePicker, type PickedPlace } from './place-picker';
import { usePlaceField } from './use-place-field';
import { usePostReview, type ReviewValues } from './use-post-review';
import './review-form.css';

const rule = <Field extends keyof ReviewValues>(field: Field) => fieldValidator(reviewFormRules, field);

const RATINGS = [
  { name: 'guideRating', legend: 'Guide rating' },
  { name: 'overallRating', legend: 'Overall rating' },
  { name: 'rating', legend: 'Tour rating' },
] as const;

/** A signed-in traveller's name comes from the account: its first word is the first name. */
function firstDraft(account: SessionUser | null, place: PickedPlace | null): ReviewValues {
  const [firstName = '', ...otherNames] = account?.name.trim().split(/\s+/) ?? [];
  return {
    firstName,
    lastName: otherNames.join(' '),
    email: '',
    phone: '',
    tourPlace: place?.title ?? '',
    placeId: place?.id ?? null,
    guideRating: DEFAULT_RATING,
    overallRating: DEFAULT_RATING,
    rating: DEFAULT_RATING,
    comment: '',
  };
}

type ReviewFormProps = {
  /** The place the form starts with picked (a place page's "Write a review"). */
  place: PickedPlace | null;
  /** After the review is posted, with the place it is about. */
  onPosted: (place: PickedPlace | null) => void;
};

/** The feedback form (spec §5): the server's rules in the browser, the place picked from the catalogue. */
export function ReviewForm({ place, onPosted }: ReviewFormProps) {
  const account = useSessionUser();
  const form = useForm<ReviewValues>({ defaultValues: firstDraft(account, place) });
  const { errors } = form.formState;
  const { register } = form;
  // Registered in form order: a refused submit focuses the first invalid field in this order.
  const firstNameField = register('firstName', { validate: rule('firstName') });
  const lastNameField = register('lastName', { validate: rule('lastName') });
  // Signed in, the API takes the account's email (which need not pass the rule for a typed one, e.g. admin@localhost).
  const emailField = account ? undefined : register('email', { validate: rule('email') });
  const phoneField = register('phone', { validate: rule('phone') });
  const placeField = usePlaceField(form, rule('tourPlace'));
  const commentField = register('comment', { validate: rule('comment') });
  const { onSubmit, isBusy, formError } = usePostReview(form, onPosted);

  return (
    <form className="form review-form" noValidate onSubmit={onSubmit} aria-busy={isBusy} aria-label="Your review">
      <FormError message={formError} />
      <div className="form__pair">
        <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...firstNameField} />
        <TextField label="Last name (optional)" autoComplete="family-name" error={errors.lastName?.message} {...lastNameField} />
      </div>
      <div className="form__pair">
        {emailField ? (
          <TextField
            label="Email (optional)"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            hint="Only our team sees it."
            error={errors.email?.message}
            {...emailField}
          />
        ) : (
          <TextField
            label="Email"
            type="email"
            value={account?.email}
            readOnly
            hint="Reviews are posted under your account's email, so you can edit them later."
          />
        )}
        <TextField
          label="Mobile number (optional)"
          type="tel"
          // The national number: plain `tel` autofills "+91…", which the 10-digit rule refuses.
          autoComplete="tel-national"
          inputMode="numeric"
          hint="10 digits. Only our team sees it."
          error={errors.phone?.message}
          {...phoneField}
        />
      </div>
      <PlacePicker label="Tour or place" {...placeField} />
      <div className="review-form__ratings">
        {RATINGS.map(({ name, legend }) => (
          <RatingField key={name} control={form.control} name={name} legend={legend} />
        ))}
      </div>
      <TextAreaField
        label="Comment"
        required
        hint={`Up to ${reviewLimits.comment} characters.`}
        error={errors.comment?.message}
        {...commentField}
      />
      <SubmitButton isBusy={isBusy} busyLabel="Posting your review…">
        Post review
      </SubmitButton>
    </form>
  );
}

type RatingFieldProps = { control: Control<ReviewValues>; name: (typeof RATINGS)[number]['name']; legend: string };

function RatingField({ control, name, legend }: RatingFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate: rule(name) }}
      render={({ field, fieldState }) => (
        <StarRatingField
          legend={legend}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
