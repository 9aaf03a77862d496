import type { ReactNode } from 'react';
import type { useFieldIds } from '@/components/form/field-frame';
import { AlertIcon, CloseIcon } from '@/components/icons';
import './choice-fieldset.css';

export type ChosenItem = { key: string; label: string; detail?: string };

type ChoiceFieldsetProps = {
  legend: ReactNode;
  /** Names the list of what was added, e.g. "Your states". */
  listLabel: string;
  emptyText: string;
  items: readonly ChosenItem[];
  onRemove: (index: number) => void;
  /** The ids tying the add control to the error and hint below (components/form's `useFieldIds`). */
  ids: ReturnType<typeof useFieldIds>;
  error: string | undefined;
  hint: ReactNode;
  /** What changed without being asked here (places removed with their state). */
  note?: string | undefined;
  /** The control that adds one item, with its label and button. */
  children: ReactNode;
};

/** A list built one item at a time (spec §5): what is in it, each with its Remove, then how to add one more. */
export function ChoiceFieldset({ legend, listLabel, emptyText, items, onRemove, ids, error, hint, note, children }: ChoiceFieldsetProps) {
  return (
    <fieldset className={`trip-choice${error ? ' field--invalid' : ''}`}>
      <legend className="field__label trip-choice__legend">{legend}</legend>
      {items.length === 0 ? (
        <p className="trip-choice__empty">{emptyText}</p>
      ) : (
        <ul className="trip-choice__items" aria-label={listLabel}>
          {items.map((item, index) => (
            <li key={item.key} className="trip-choice__item">
              <span className="trip-choice__name">
                {item.label}
                {item.detail && <span className="trip-choice__detail">{item.detail}</span>}
              </span>
              <button type="button" className="trip-choice__remove" onClick={() => onRemove(index)}>
                <CloseIcon size={16} /> Remove<span className="visually-hidden"> {item.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {note && <p className="trip-choice__note">{note}</p>}
      {children}
      {error && (
        <p id={ids.errorId} className="field__error">
          <AlertIcon size={16} /> {error}
        </p>
      )}
      <p id={ids.hintId} className="field__hint">
        {hint}
      </p>
    </fieldset>
  );
}
