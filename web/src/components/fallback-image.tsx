import { useState, type ImgHTMLAttributes } from 'react';
import { assets } from '@/paths';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string;
  /** The item's own shipped artwork, tried when `src` fails. */
  fallbackSrc?: string | null;
  alt: string;
  width: number;
  height: number;
};

/**
 * An image that never shows a broken icon: on error it tries the item's
 * `fallbackImage`, then the generic place artwork. Width and height are
 * required so the grid does not jump while images load.
 */
export function FallbackImage({ src, fallbackSrc, alt, loading = 'lazy', decoding = 'async', ...rest }: FallbackImageProps) {
  const candidates = [...new Set([src, fallbackSrc, assets.placeFallbackImage].filter(isNonEmpty))];
  const [failure, setFailure] = useState({ forSrc: src, count: 0 });
  // A new `src` (e.g. the details page swapped places) starts over.
  const failedCount = failure.forSrc === src ? failure.count : 0;
  const current = candidates[Math.min(failedCount, candidates.length - 1)];

  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (failedCount < candidates.length - 1) setFailure({ forSrc: src, count: failedCount + 1 });
      }}
    />
  );
}

function isNonEmpty(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length > 0;
}
