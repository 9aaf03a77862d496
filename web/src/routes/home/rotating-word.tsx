import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-media-query';

/** Spec §4: the headline word changes every 3 s. */
export const WORD_INTERVAL_MS = 3000;

/**
 * Cycles through `words`; screen readers get the full list once instead of a
 * word that changes under them. Holds still under reduced motion.
 */
export function RotatingWord({ words }: { words: readonly string[] }) {
  const isReducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (isReducedMotion || words.length < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % words.length), WORD_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isReducedMotion, words.length]);

  const word = isReducedMotion ? words[0] : words[index % words.length];
  return (
    <>
      <span className="rotating-word" aria-hidden="true" key={word}>
        {word}
      </span>
      <span className="visually-hidden">{listOf(words)}</span>
    </>
  );
}

function listOf(words: readonly string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
