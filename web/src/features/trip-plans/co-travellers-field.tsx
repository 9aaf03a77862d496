import { useRef, useState, type KeyboardEvent } from 'react';
import { useFieldIds } from '@/components/form/field-frame';
import { ChoiceFieldset } from './choice-fieldset';
import type { ChosenList } from './use-trip-plan-choices';

const HINT = 'You are counted already: add each person travelling with you, one at a time.';

/** The people travelling with the planner, typed one at a time; a blank name is ignored (spec §5). */
export function CoTravellersField({ list }: { list: ChosenList }) {
  const [name, setName] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const ids = useFieldIds(undefined, { error: list.error, hint: HINT });
  const items = list.values.map((value, index) => ({ key: `${index}:${value}`, label: value }));

  function add() {
    if (list.add(name)) setName('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the name, as the button does; it must not send the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  function remove(index: number) {
    list.remove(index);
    inputRef.current?.focus();
  }

  return (
    <ChoiceFieldset
      legend="Co-travellers (optional)"
      listLabel="Your co-travellers"
      emptyText="Just you so far."
      items={items}
      onRemove={remove}
      ids={ids}
      error={list.error}
      hint={HINT}
    >
      <label htmlFor={ids.controlId} className="trip-choice__control-label">
        Co-traveller’s name
      </label>
      <div className="trip-choice__add">
        <input
          ref={(element) => {
            inputRef.current = element;
            list.ref(element);
          }}
          id={ids.controlId}
          className="field__input"
          type="text"
          autoComplete="off"
          value={name}
          aria-invalid={list.error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            setName(event.target.value);
            list.dismissRefusal();
          }}
          onKeyDown={handleKeyDown}
        />
        <button type="button" className="button button--ghost trip-choice__button" onClick={add}>
          Add co-traveller
        </button>
      </div>
    </ChoiceFieldset>
  );
}
