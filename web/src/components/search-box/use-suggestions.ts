import { useLazyQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { SearchSuggestionsDocument, type SearchSuggestionsQuery } from '@/gql/graphql';

export type Suggestion = SearchSuggestionsQuery['suggestions'][number];

/** Spec §9: at most 10 unique suggestions. */
export const MAX_SUGGESTIONS = 10;

/**
 * Suggestions for the text typed so far. Every lookup remembers the text it
 * was made for; an answer for text the visitor has since changed is dropped,
 * so fast typing never shows suggestions out of order.
 */
export function useSuggestions() {
  const pendingText = useRef('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [querySuggestions] = useLazyQuery(SearchSuggestionsDocument);

  function clear() {
    pendingText.current = '';
    setSuggestions([]);
  }

  /** Resolves with the suggestions shown, or null when the answer was stale or failed. */
  async function lookUp(text: string): Promise<Suggestion[] | null> {
    pendingText.current = text;
    try {
      const result = await querySuggestions({ variables: { text, first: MAX_SUGGESTIONS } });
      if (pendingText.current !== text) return null;
      const unique = uniqueSuggestions(result.data?.suggestions ?? []);
      setSuggestions(unique);
      return unique;
    } catch {
      if (pendingText.current === text) setSuggestions([]);
      return null;
    }
  }

  return { suggestions, lookUp, clear };
}

function uniqueSuggestions(suggestions: readonly Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  const unique: Suggestion[] = [];
  for (const suggestion of suggestions) {
    const key = `${suggestion.type}:${suggestion.label.toLocaleLowerCase('en-IN')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(suggestion);
    if (unique.length === MAX_SUGGESTIONS) break;
  }
  return unique;
}
