import { TextField, type TextFieldProps } from '@/components/form/text-field';
import './catalogue-edit.css';
import { ImagePreview } from './image-preview';

type ImageUrlFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'value'> & {
  /** The address as typed now (watched by the form), for the preview. */
  value: string;
  /** The item's shipped artwork: what travellers see when the image does not load. */
  fallbackImage: string;
  /** What the preview shows, e.g. "Taj Mahal, Agra". */
  previewAlt: string;
};

/** The image address of a place or a tour, with a live preview beside it (below it on a phone). */
export function ImageUrlField({ value, fallbackImage, previewAlt, ...inputProps }: ImageUrlFieldProps) {
  return (
    <div className="image-url-field">
      <TextField
        label="Image"
        inputMode="url"
        autoCapitalize="off"
        spellCheck={false}
        required
        hint="A picture shipped with the site (a path such as /images/places/taj-mahal.svg) or an address starting with https://."
        {...inputProps}
      />
      <ImagePreview src={value} fallbackSrc={fallbackImage} alt={previewAlt} />
    </div>
  );
}
