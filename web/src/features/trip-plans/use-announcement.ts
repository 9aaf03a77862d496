import { useCallback, useState } from 'react';

/**
 * The text of a polite live region (`role="status"`) that says what a click changed. The same text
 * twice in a row (the same refusal after a second click) is varied by a no-break space: a live
 * region whose text did not change is not read out again.
 */
export function useAnnouncement(): [string, (text: string) => void] {
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text)), []);
  return [announcement, announce];
}
