import { useRef, useState, type ReactNode } from 'react';
import { useFieldIds } from '@/components/form/field-frame';
import { ChoiceFieldset, type ChosenItem } from './choice-fieldset';
import type { ChosenList } from './use-trip-plan-choices';

export type PickerOption = { value: string; label: string };
/** Options under a heading (`<optgroup>`); a group without a label lists its options plainly. */
export type PickerGroup = { label?: string; options: readonly PickerOption[] };

type OptionPickerProps = {
  legend: string;
  listLabel: string;
  emptyText: string;
  /** The select's label, e.g. "State"; the button says "Add" and this, lower-cased. */
  controlLabel: string;
  placeholder: string;
  groups: readonly PickerGroup[];
  list: ChosenList;
  items: readonly ChosenItem[];
  hint: ReactNode;
  note?: string | undefined;
};

/**
 * Picks from a list one at a time: a native select (every keyboard, screen reader and phone knows it)
 * and an Add button. A removal hands the focus to the select: the Remove button pressed is gone. A
 * refused Add's error stays only until another option is chosen or the list changes.
 */
export function OptionPicker({ legend, listLabel, emptyText, controlLabel, placeholder, groups, list, items, hint, note }: OptionPickerProps) {
  const [selected, setSelected] = useState('');
  const selectRef = useRef<HTMLSelectElement | null>(null);
  const ids = useFieldIds(undefined, { error: list.error, hint });
  const isOffered = groups.some((group) => group.options.some((option) => option.value === selected));
  const hasOptions = groups.some((group) => group.options.length > 0);

  function add() {
    // Added: the select goes back to its prompt, ready for the next one.
    if (list.add(isOffered ? selected : '')) setSelected('');
  }

  function remove(index: number) {
    list.remove(index);
    selectRef.current?.focus();
  }

  return (
    <ChoiceFieldset legend={legend} listLabel={listLabel} emptyText={emptyText} items={items} onRemove={remove} ids={ids} error={list.error} hint={hint} note={note}>
      <label htmlFor={ids.controlId} className="trip-choice__control-label">
        {controlLabel}
      </label>
      <div className="trip-choice__add">
        <select
          ref={(element) => {
            selectRef.current = element;
            list.ref(element);
          }}
          id={ids.controlId}
          className="field__input trip-choice__select"
          value={isOffered ? selected : ''}
          disabled={!hasOptions}
          aria-invalid={list.error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            setSelected(event.target.value);
            list.dismissRefusal();
          }}
        >
          <option value="">{placeholder}</option>
          {groups.map((group) =>
            group.label ? (
              <optgroup key={group.label} label={group.label}>
                <Options options={group.options} />
              </optgroup>
            ) : (
              <Options key="" options={group.options} />
            ),
          )}
        </select>
        <button type="button" className="button button--ghost trip-choice__button" disabled={!hasOptions} onClick={add}>
          Add {controlLabel.toLowerCase()}
        </button>
      </div>
    </ChoiceFieldset>
  );
}

function Options({ options }: { options: readonly PickerOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
