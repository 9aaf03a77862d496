import { useEffect, useId, useState, type KeyboardEvent } from 'react';

type ComboboxOptions<Item> = {
  /** The options the list shows now; it is expanded only while it is open and has some. */
  items: readonly Item[];
  /** An option picked by Enter or a click; the list has closed by then. */
  onPick: (item: Item) => void;
  /** An arrow key while there is no option to move to: unset, the key does what it does in any input. */
  onArrowWithoutItems?: () => void;
  /** Escape while the list is closed, e.g. to empty the input. */
  onEscapeWhenClosed?: () => void;
};

/**
 * The keyboard and ARIA of an ARIA 1.2 combobox whose focus stays in its input (the header's search, the review's
 * place picker): the arrows move the active option round the list, Enter picks it (and only then keeps the form from
 * being sent), Escape closes the list. Spread `inputProps` on the input and `listboxProps` on its SuggestionListbox;
 * what the input looks up, and when the list opens, stays with the caller.
 */
export function useCombobox<Item>({ items, onPick, onArrowWithoutItems, onEscapeWhenClosed }: ComboboxOptions<Item>) {
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const isExpanded = isOpen && items.length > 0;

  // Keep the active option in view when the arrow keys move past the list's edge.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, baseId]);

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function pick(item: Item) {
    close();
    onPick(item);
  }

  /** From no active option, or a list just opened, the first (down) or the last (up); then round the list. */
  function move(step: 1 | -1, event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length;
    if (count === 0) {
      if (!onArrowWithoutItems) return;
      event.preventDefault();
      onArrowWithoutItems();
      return;
    }
    event.preventDefault();
    setIsOpen(true);
    setActiveIndex((index) => (isExpanded && index >= 0 ? (index + step + count) % count : step === 1 ? 0 : count - 1));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const active = isExpanded ? items[activeIndex] : undefined;
    if (event.key === 'ArrowDown') move(1, event);
    else if (event.key === 'ArrowUp') move(-1, event);
    else if (event.key === 'Enter' && active !== undefined) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      if (isExpanded) {
        event.preventDefault();
        close();
      } else {
        onEscapeWhenClosed?.();
      }
    }
  }

  return {
    isExpanded,
    /** Opens the list (it shows once it has options) or closes it, as lookups answer. */
    setIsOpen,
    close,
    /** Typing: no option is active until an arrow key says so. */
    clearActive: () => setActiveIndex(-1),
    inputProps: {
      id: `${baseId}-input`,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': isExpanded,
      'aria-controls': listboxId,
      'aria-activedescendant': isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      autoComplete: 'off',
      onKeyDown,
    },
    listboxProps: { id: listboxId, items, optionId, activeIndex, isExpanded, onActivate: setActiveIndex, onPick: pick },
  } as const;
}
