import { isImageAddress } from '@india-tours/validation';
import { useEffect, useState } from 'react';
import { FallbackImage } from '@/components/fallback-image';

/** Typing pauses this long before the preview loads the address: no request for every keystroke. */
const PREVIEW_DELAY_MS = 400;

export const previewCaptions = {
  shown: 'Preview: the image travellers will see.',
  failed: 'This image could not be loaded. Travellers will see the artwork shown here instead.',
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

/**
 * The image an admin is typing the address of, as the cards will show it: when it does not load,
 * the item's own artwork takes its place (FallbackImage), and the caption says so. Only an address the
 * shared rules accept is loaded (never `javascript:` or `http:`).
 */
export function ImagePreview({ src, fallbackSrc, alt }: { src: string; fallbackSrc: string; alt: string }) {
  const shownSrc = useSettledValue(src.trim(), PREVIEW_DELAY_MS);
  const [failedSrc, setFailedSrc] = useState<string>();
  const canPreview = isImageAddress(shownSrc);
  const status: PreviewStatus = !canPreview ? 'invalid' : failedSrc === shownSrc ? 'failed' : 'shown';

  return (
    <figure className="image-preview">
      {canPreview ? (
        <FallbackImage
          key={shownSrc}
          className="image-preview__image"
          src={shownSrc}
          fallbackSrc={fallbackSrc}
          alt={alt}
          width={480}
          height={320}
          loading="eager"
          // FallbackImage swaps in the artwork on error: what loaded tells whether the address worked.
          onLoad={(event) => {
            if (event.currentTarget.getAttribute('src') !== shownSrc) setFailedSrc(shownSrc);
          }}
        />
      ) : (
        <div className="image-preview__image image-preview__image--empty" />
      )}
      <figcaption className="image-preview__caption" aria-live="polite">
        {previewCaptions[status]}
      </figcaption>
    </figure>
  );
}
