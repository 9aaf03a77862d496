import { useId, type Ref } from 'react';
import { AlertIcon } from '@/components/icons';
import './form.css';
import './star-rating-field.css';

const STARS = [1, 2, 3, 4, 5] as const;
const MAX_STARS = STARS.length;

const starsText = (count: number) => `${count} ${count === 1 ? 'star' : 'stars'}`;

type StarRatingFieldProps = {
  legend: string;
  /** The chosen rating, 1 to 5. */
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  /** The message of the rule the rating breaks; read out with the group. */
  error?: string;
  /** Given to the chosen star's radio (the one Tab reaches), so a form can move the focus to the field. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A 1–5 rating as five native radios drawn as stars: the browser gives the group its keyboard (Tab
 * in, arrow keys to change) and screen readers read "4 stars, 4 of 5".
 */
export function StarRatingField({ legend, value, onChange, onBlur, error, ref }: StarRatingFieldProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const focusTarget = STARS.includes(value as (typeof STARS)[number]) ? value : STARS[0];

  return (
    <fieldset className={`star-rating${error ? ' field--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label star-rating__legend">{legend}</legend>
      <div className="star-rating__row">
        <div className="star-rating__stars">
          {STARS.map((star) => (
            <label key={star} className="star-rating__star" data-filled={star <= value}>
              <input
                ref={star === focusTarget ? ref : undefined}
                type="radio"
                className="star-rating__input"
                name={name}
                value={star}
                checked={star === value}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(star)}
                onBlur={onBlur}
              />
              <StarGlyph />
              <span className="visually-hidden">{starsText(star)}</span>
            </label>
          ))}
        </div>
        <span className="star-rating__value">
          {value} of {MAX_STARS}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          <AlertIcon size={16} /> {error}
        </p>
      )}
    </fieldset>
  );
}

function StarGlyph() {
  return (
    <svg className="star-rating__glyph" viewBox="0 0 24 24" width={28} height={28} aria-hidden="true" focusable="false">
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}
