import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@/components/form/text-field';
import { AlertIcon } from '@/components/icons';
import './catalogue-editing.css';
import { ImagePreview, useImagePreview } from './image-preview';

/** Whose shipped artwork the cards show when the address does not load. Saving is still allowed. */
export const imageFailedWarnings = {
  place: "This picture did not load; travellers will see the place's own artwork instead.",
  tour: "This picture did not load; travellers will see the first place's own artwork instead.",
} as const;

type ImageUrlFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'value'> & {
  /** The address as typed now (watched by the form), for the preview. */
  value: string;
  /** The item's shipped artwork: what travellers see when the image does not load. */
  fallbackImage: string;
  itemKind: keyof typeof imageFailedWarnings;
  /** What the preview shows, e.g. "Taj Mahal, Agra". */
  previewAlt: string;
};

const DEFAULT_HINT = 'A picture shipped with the site (a path such as /images/places/taj-mahal.svg) or an address starting with https://.';

/**
 * The image address of a place or a tour, with a live preview beside it (below it on a phone). While
 * the preview fails to load, the field warns (in its description, and out loud once), without blocking Save:
 * an address may be down only for now.
 */
export function ImageUrlField({ value, fallbackImage, itemKind, previewAlt, hint = DEFAULT_HINT, ...inputProps }: ImageUrlFieldProps) {
  const preview = useImagePreview(value);
  return (
    <div className="image-url-field">
      <TextField
        label="Image"
        inputMode="url"
        autoCapitalize="off"
        spellCheck={false}
        required
        hint={<HintWithWarning hint={hint} warning={preview.status === 'failed' ? imageFailedWarnings[itemKind] : undefined} />}
        {...inputProps}
      />
      <ImagePreview preview={preview} fallbackSrc={fallbackImage} alt={previewAlt} />
    </div>
  );
}

/** The live region stays in place, so the warning is read out when it appears. */
function HintWithWarning({ hint, warning }: { hint: ReactNode; warning: string | undefined }) {
  return (
    <>
      {hint}
      <span className="image-url-field__warning-region" aria-live="polite">
        {warning && (
          <span className="image-url-field__warning">
            <AlertIcon size={16} /> {warning}
          </span>
        )}
      </span>
    </>
  );
}
