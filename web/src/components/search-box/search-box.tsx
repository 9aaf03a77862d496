import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '@/components/icons';
import { SuggestionListbox } from '@/components/listbox/suggestion-listbox';
import { useCombobox } from '@/components/listbox/use-combobox';
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
  const combobox = useCombobox({
    items: suggestions,
    onPick: pick,
    // With the list closed, Escape empties the box, as in the browser's own search inputs.
    onEscapeWhenClosed: () => {
      if (text) handleTextChange('');
    },
  });

  function clearSuggestions() {
    clear();
    combobox.close();
  }

  useClickOutside([rootRef], clearSuggestions);

  // A search opened by its URL, reloaded or reached with Back shows its query here; elsewhere the
  // box keeps whatever was typed. Adjusted during render, so the box never shows a stale query.
  if (searchPageQuery !== shownQuery) {
    setShownQuery(searchPageQuery);
    if (searchPageQuery !== null) setText(searchPageQuery);
  }

  function handleTextChange(value: string) {
    setText(value);
    combobox.clearActive();
    const trimmed = value.trim();
    if (!trimmed) {
      clearSuggestions();
      return;
    }
    void lookUp(trimmed).then((shown) => {
      if (shown) combobox.setIsOpen(shown.length > 0);
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
      <label htmlFor={combobox.inputProps.id} className="visually-hidden">
        Search states and places
      </label>
      {/* Enter with no active option sends the form: a search for the typed text. */}
      <input
        {...combobox.inputProps}
        className="search-box__input"
        type="text"
        enterKeyHint="search"
        placeholder="Search a state, city or place…"
        value={text}
        onChange={(event) => handleTextChange(event.target.value)}
        onFocus={() => combobox.setIsOpen(suggestions.length > 0)}
      />
      <button type="submit" className="search-box__submit" aria-label="Search">
        <SearchIcon size={18} />
      </button>
      <SuggestionListbox
        {...combobox.listboxProps}
        label="Suggestions"
        className="search-box__listbox"
        optionClassName="search-box__option"
        keyOf={(suggestion) => `${suggestion.type}:${suggestion.slug}:${suggestion.label}`}
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
