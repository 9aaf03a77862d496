import { vi } from 'vitest';

/** Answers the given media queries as listed (anything else: no match). Restored by restoreMocks. */
export function mockMatchMedia(matches: Record<string, boolean>): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches[query] ?? false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
