import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '@/testing/match-media';
import { RotatingWord, WORD_INTERVAL_MS } from './rotating-word';

const WORDS = ['Heritage', 'Mountains', 'Beaches'] as const;

function shownWord(container: HTMLElement) {
  return container.querySelector('.rotating-word')?.textContent;
}

describe('RotatingWord', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('changes the headline word every 3 seconds, round and round', () => {
    const { container } = render(<RotatingWord words={WORDS} />);
    expect(shownWord(container)).toBe('Heritage');

    act(() => vi.advanceTimersByTime(WORD_INTERVAL_MS - 1));
    expect(shownWord(container)).toBe('Heritage');
    act(() => vi.advanceTimersByTime(1));
    expect(shownWord(container)).toBe('Mountains');
    act(() => vi.advanceTimersByTime(2 * WORD_INTERVAL_MS));
    expect(shownWord(container)).toBe('Heritage');
  });

  it('holds still when the visitor prefers reduced motion', () => {
    mockMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const { container } = render(<RotatingWord words={WORDS} />);

    act(() => vi.advanceTimersByTime(5 * WORD_INTERVAL_MS));

    expect(shownWord(container)).toBe('Heritage');
  });
});
