import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer press lands outside every element in `refs`.
 * Pointer-down (not click) so a press that starts outside and ends inside
 * still counts as outside, as with native menus.
 */
export function useClickOutside(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onOutside: () => void,
): void {
  const handlePress = useEffectEvent((target: Node) => {
    const isInside = refs.some((ref) => ref.current?.contains(target));
    if (!isInside) onOutside();
  });

  useEffect(() => {
    function handlePointerDown(event: Event) {
      if (event.target instanceof Node) handlePress(event.target);
    }
    document.addEventListener('mousedown', handlePointerDown);
    document.addEventListener('touchstart', handlePointerDown, { passive: true });
    return () => {
      document.removeEventListener('mousedown', handlePointerDown);
      document.removeEventListener('touchstart', handlePointerDown);
    };
  }, []);
}
