import type { SearchGroup } from './catalogue.types.js';
import type { Place } from './place.entity.js';

/** Groups places (already ordered by state) into one group per state, keeping the order. */
export function groupByState(places: readonly Place[]): SearchGroup[] {
  const groups = new Map<number, SearchGroup>();
  for (const place of places) {
    const state = place.state!;
    const group = groups.get(state.databaseId) ?? { state, places: [] };
    group.places.push(place);
    groups.set(state.databaseId, group);
  }
  return [...groups.values()];
}
