import { useState, type ReactNode, type Ref } from 'react';
import { TextField } from '@/components/form/text-field';
import { SuggestionListbox } from '@/components/listbox/suggestion-listbox';
import { useCombobox } from '@/components/listbox/use-combobox';
import { useSuggestions, type Suggestion } from '@/components/search-box/use-suggestions';
import './place-picker.css';

/** A catalogue place as a review names it. */
export type PickedPlace = { id: string; title: string; slug: string };

type PlaceOption = { place: PickedPlace; context: string | null };

type PlacePickerProps = {
  label: string;
  /** What the input shows: the picked place's title, or what was typed since. */
  text: string;
  /** Typing: whatever was picked before no longer stands. */
  onTextChange: (text: string) => void;
  onPick: (place: PickedPlace) => void;
  onBlur?: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A review is about a place, never a state: the header's suggestions, narrowed to places. */
function placeOptions(suggestions: readonly Suggestion[]): PlaceOption[] {
  return suggestions.flatMap(({ place, context }) => (place ? [{ place, context }] : []));
}

/**
 * Picks a catalogue place by its name, city or destination: an ARIA 1.2 combobox over the header's
 * suggestion search. Only a pick names a place; typed text alone does not.
 */
export function PlacePicker({ label, text, onTextChange, onPick, onBlur, error, ref }: PlacePickerProps) {
  const { suggestions, lookUp, clear } = useSuggestions();
  const [unmatchedText, setUnmatchedText] = useState<string>();
  const combobox = useCombobox({
    items: placeOptions(suggestions),
    onPick: ({ place }) => {
      // Clearing also drops any answer still on its way, so the list does not come back.
      clear();
      onPick(place);
    },
    // Nothing to move to: the arrows ask again for what is typed (the last lookup may have failed).
    onArrowWithoutItems: () => showOptionsFor(text),
  });

  function showOptionsFor(typed: string) {
    const trimmed = typed.trim();
    setUnmatchedText(undefined);
    if (!trimmed) {
      clear();
      combobox.close();
      return;
    }
    void lookUp(trimmed).then((shown) => {
      if (!shown) return;
      const hasPlaces = placeOptions(shown).length > 0;
      combobox.setIsOpen(hasPlaces);
      setUnmatchedText(hasPlaces ? undefined : trimmed);
    });
  }

  const hint: ReactNode = unmatchedText
    ? `No place of our catalogue starts with “${unmatchedText}”. Try its name, city or destination.`
    : 'Type a few letters, then choose the place from the list.';

  return (
    <TextField
      {...combobox.inputProps}
      ref={ref}
      label={label}
      error={error}
      hint={hint}
      type="text"
      spellCheck={false}
      required
      value={text}
      onChange={(event) => {
        onTextChange(event.target.value);
        combobox.clearActive();
        showOptionsFor(event.target.value);
      }}
      onBlur={() => {
        combobox.close();
        onBlur?.();
      }}
      action={
        <SuggestionListbox
          {...combobox.listboxProps}
          label={`${label} suggestions`}
          className="place-picker__listbox"
          optionClassName="place-picker__option"
          keyOf={(option) => option.place.id}
        >
          {(option) => (
            <>
              <span className="place-picker__title">{option.place.title}</span>
              {option.context && <span className="place-picker__context">{option.context}</span>}
            </>
          )}
        </SuggestionListbox>
      }
    />
  );
}
