import type { ReactNode } from 'react';

type SuggestionListboxProps<Item> = {
  id: string;
  label: string;
  className: string;
  optionClassName: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** The id of the option at `index`, which the combobox names in aria-activedescendant. */
  optionId: (index: number) => string;
  activeIndex: number;
  isExpanded: boolean;
  onActivate: (index: number) => void;
  onPick: (item: Item) => void;
  children: (item: Item) => ReactNode;
};

/**
 * The listbox of an ARIA 1.2 combobox whose focus stays in its input (the header's search, the
 * review's place picker): the input moves the active option, the mouse points and picks.
 */
export function SuggestionListbox<Item>(props: SuggestionListboxProps<Item>) {
  const { id, label, className, optionClassName, items, keyOf, optionId, activeIndex, isExpanded, onActivate, onPick, children } = props;
  return (
    <ul id={id} role="listbox" aria-label={label} className={className} hidden={!isExpanded}>
      {items.map((item, index) => (
        <li
          key={keyOf(item)}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={optionClassName}
          // Keep the focus in the input, so it does not blur (and close the list) before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => onActivate(index)}
          onClick={() => onPick(item)}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
