import { useEffect, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { TextField } from '@/components/form/text-field';
import { SuggestionListbox } from '@/components/listbox/suggestion-listbox';
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
  const options = placeOptions(suggestions);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [unmatchedText, setUnmatchedText] = useState<string>();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const isExpanded = isOpen && options.length > 0;

  // Keep the active option in view when the arrow keys move past the list's edge.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, baseId]);

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function showOptionsFor(typed: string) {
    const trimmed = typed.trim();
    setUnmatchedText(undefined);
    if (!trimmed) {
      clear();
      close();
      return;
    }
    void lookUp(trimmed).then((shown) => {
      if (!shown) return;
      const hasPlaces = placeOptions(shown).length > 0;
      setIsOpen(hasPlaces);
      setUnmatchedText(hasPlaces ? undefined : trimmed);
    });
  }

  function pick({ place }: PlaceOption) {
    // Clearing also drops any answer still on its way, so the list does not come back.
    clear();
    close();
    onPick(place);
  }

  function move(step: 1 | -1, event: KeyboardEvent<HTMLInputElement>) {
    event.preventDefault();
    if (options.length === 0) {
      showOptionsFor(text);
      return;
    }
    const count = options.length;
    const first = step === 1 ? 0 : count - 1;
    setIsOpen(true);
    setActiveIndex((index) => (isExpanded && index >= 0 ? (index + step + count) % count : first));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') move(1, event);
    else if (event.key === 'ArrowUp') move(-1, event);
    else if (event.key === 'Enter' && isExpanded && options[activeIndex]) {
      // Enter picks; it must not also send the form.
      event.preventDefault();
      pick(options[activeIndex]);
    } else if (event.key === 'Escape' && isExpanded) {
      event.preventDefault();
      close();
    }
  }

  function handleBlur() {
    close();
    onBlur?.();
  }

  const hint: ReactNode = unmatchedText
    ? `No place of our catalogue starts with “${unmatchedText}”. Try its name, city or destination.`
    : 'Type a few letters, then choose the place from the list.';

  return (
    <TextField
      ref={ref}
      id={`${baseId}-input`}
      label={label}
      error={error}
      hint={hint}
      type="text"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={isExpanded}
      aria-controls={listboxId}
      aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
      autoComplete="off"
      spellCheck={false}
      required
      value={text}
      onChange={(event) => {
        onTextChange(event.target.value);
        setActiveIndex(-1);
        showOptionsFor(event.target.value);
      }}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      action={
        <SuggestionListbox
          id={listboxId}
          label={`${label} suggestions`}
          className="place-picker__listbox"
          optionClassName="place-picker__option"
          items={options}
          keyOf={(option) => option.place.id}
          optionId={optionId}
          activeIndex={activeIndex}
          isExpanded={isExpanded}
          onActivate={setActiveIndex}
          onPick={pick}
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
