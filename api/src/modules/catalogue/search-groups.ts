import type { SearchGroup } from './catalogue.types.js';
import type { RankedPlace } from './search.service.js';

/**
 * One group per state: the state with the most relevant match first (then by name), and
 * within a group the most relevant places first (then in display order).
 */
export function groupByState(matches: readonly RankedPlace[]): SearchGroup[] {
  const groups = new Map<number, { group: SearchGroup; best: number; ranked: RankedPlace[] }>();
  for (const match of matches) {
    const state = match.place.state!;
    const entry = groups.get(state.databaseId) ?? { group: { state, places: [] }, best: 0, ranked: [] };
    entry.ranked.push(match);
    entry.best = Math.max(entry.best, match.relevance);
    groups.set(state.databaseId, entry);
  }
  return [...groups.values()]
    .sort((a, b) => b.best - a.best || a.group.state.name.localeCompare(b.group.state.name))
    .map(({ group, ranked }) => {
      ranked.sort((a, b) => b.relevance - a.relevance || a.place.position - b.place.position);
      return { ...group, places: ranked.map((match) => match.place) };
    });
}
