import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '@/components/icons';
import { SuggestionListbox } from '@/components/listbox/suggestion-listbox';
import { useClickOutside } from '@/lib/use-click-outside';
import { paths } from '@/paths';
import { useSearchPageQuery } from './use-search-page-query';
import { useSuggestions, type Suggestion } from './use-suggestions';
import './search-box.css';

const TYPE_LABELS: Record<Suggestion['type'], string> = { STATE: 'State', PLACE: 'Place' };

/**
 * The header's search: an ARIA 1.2 combobox with a listbox of suggestions,
 * looked up on every change of the trimmed text (never for blank text).
 */
export function SearchBox() {
  const navigate = useNavigate();
  const rootRef = useRef<HTMLFormElement>(null);
  const searchPageQuery = useSearchPageQuery();
  const [text, setText] = useState(searchPageQuery ?? '');
  const [shownQuery, setShownQuery] = useState(searchPageQuery);
  const { suggestions, lookUp, clear } = useSuggestions();
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const isExpanded = isOpen && suggestions.length > 0;

  function clearSuggestions() {
    clear();
    setIsOpen(false);
    setActiveIndex(-1);
  }

  useClickOutside([rootRef], clearSuggestions);

  // A search opened by its URL, reloaded or reached with Back shows its query here; elsewhere the
  // box keeps whatever was typed. Adjusted during render, so the box never shows a stale query.
  if (searchPageQuery !== shownQuery) {
    setShownQuery(searchPageQuery);
    if (searchPageQuery !== null) setText(searchPageQuery);
  }

  // Keep the active option in view when the arrow keys move past the list's edge.
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, baseId]);

  function handleTextChange(value: string) {
    setText(value);
    setActiveIndex(-1);
    const trimmed = value.trim();
    if (!trimmed) {
      clearSuggestions();
      return;
    }
    void lookUp(trimmed).then((shown) => {
      if (shown) setIsOpen(shown.length > 0);
    });
  }

  function goToSearch(query: string) {
    clearSuggestions();
    navigate(paths.search.to(query));
  }

  function pick(suggestion: Suggestion) {
    setText(suggestion.label);
    goToSearch(suggestion.label);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex((index) => (isExpanded ? (index + 1) % count : 0));
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex((index) => (isExpanded && index > 0 ? index - 1 : count - 1));
        break;
      case 'Enter': {
        const active = isExpanded ? suggestions[activeIndex] : undefined;
        if (active) {
          event.preventDefault();
          pick(active);
        }
        // Otherwise the form submits the typed text.
        break;
      }
      case 'Escape':
        if (isExpanded) {
          event.preventDefault();
          setIsOpen(false);
          setActiveIndex(-1);
        } else if (text) {
          handleTextChange('');
        }
        break;
    }
  }

  return (
    <form
      ref={rootRef}
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        const query = text.trim();
        if (query) goToSearch(query);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search states and places
      </label>
      <input
        id={inputId}
        className="search-box__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listboxId}
        aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search a state, city or place…"
        value={text}
        onChange={(event) => handleTextChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={() => setIsOpen(suggestions.length > 0)}
      />
      <button type="submit" className="search-box__submit" aria-label="Search">
        <SearchIcon size={18} />
      </button>
      <SuggestionListbox
        id={listboxId}
        label="Suggestions"
        className="search-box__listbox"
        optionClassName="search-box__option"
        items={suggestions}
        keyOf={(suggestion) => `${suggestion.type}:${suggestion.slug}:${suggestion.label}`}
        optionId={optionId}
        activeIndex={activeIndex}
        isExpanded={isExpanded}
        onActivate={setActiveIndex}
        onPick={pick}
      >
        {(suggestion) => (
          <>
            <span className="search-box__text">
              <span className="search-box__label">{suggestion.label}</span>
              {suggestion.context && <span className="search-box__context">{suggestion.context}</span>}
            </span>
            <span className={`search-box__badge search-box__badge--${suggestion.type.toLowerCase()}`}>
              {TYPE_LABELS[suggestion.type]}
            </span>
          </>
        )}
      </SuggestionListbox>
    </form>
  );
}
