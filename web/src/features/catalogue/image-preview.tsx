import { isImageAddress } from '@india-tours/validation';
import { useEffect, useState } from 'react';
import { FallbackImage } from '@/components/fallback-image';

/** Typing pauses this long before the preview loads the address: no request for every keystroke. */
const PREVIEW_DELAY_MS = 400;

export const previewCaptions = {
  shown: 'Preview: the image travellers will see.',
  // The field itself warns that the address failed: the caption only says what is shown.
  failed: 'Preview: the artwork travellers will see instead.',
  invalid: 'A preview appears once the address is valid.',
} as const;

type PreviewStatus = keyof typeof previewCaptions;

/** `value`, once it has stopped changing for `delayMs`. */
function useSettledValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The address the preview shows and whether it loaded: for the preview and for the field's warning. */
export type ImagePreviewState = { shownSrc: string; status: PreviewStatus; noteLoaded: (loadedSrc: string | null) => void };

/**
 * The preview of the address as typed, once typing pauses. Only an address the shared rules accept is
 * loaded (never `javascript:` or `http:`).
 */
export function useImagePreview(src: string): ImagePreviewState {
  const shownSrc = useSettledValue(src.trim(), PREVIEW_DELAY_MS);
  const [failedSrc, setFailedSrc] = useState<string>();
  const status: PreviewStatus = !isImageAddress(shownSrc) ? 'invalid' : failedSrc === shownSrc ? 'failed' : 'shown';
  // FallbackImage swaps in the artwork on error: what loaded tells whether the address worked.
  const noteLoaded = (loadedSrc: string | null) => {
    if (loadedSrc !== shownSrc) setFailedSrc(shownSrc);
  };
  return { shownSrc, status, noteLoaded };
}

/**
 * The image an admin is typing the address of, as the cards will show it: when it does not load,
 * the item's own artwork takes its place (FallbackImage), and the caption says so.
 */
export function ImagePreview({ preview, fallbackSrc, alt }: { preview: ImagePreviewState; fallbackSrc: string; alt: string }) {
  const { shownSrc, status, noteLoaded } = preview;
  return (
    <figure className="image-preview">
      {status === 'invalid' ? (
        <div className="image-preview__image image-preview__image--empty" />
      ) : (
        <FallbackImage
          key={shownSrc}
          className="image-preview__image"
          src={shownSrc}
          fallbackSrc={fallbackSrc}
          alt={alt}
          width={480}
          height={320}
          loading="eager"
          onLoad={(event) => noteLoaded(event.currentTarget.getAttribute('src'))}
        />
      )}
      <figcaption className="image-preview__caption">{previewCaptions[status]}</figcaption>
    </figure>
  );
}
