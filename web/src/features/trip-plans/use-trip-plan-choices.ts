import { namedCoTravellers } from '@india-tours/validation/trip-plans';
import { useState, type RefCallback } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useAnnouncement } from './use-announcement';
import { LIST_RULE_FIELDS, refusalToAdd, tripPlanValidator, type ListName, type TripPlanCatalogue, type TripPlanValues } from './trip-plan-values';

export const tripPlanChoiceMessages = {
  chooseState: 'Please choose a state from the list first.',
  choosePlace: 'Please choose a place from the list first.',
} as const;

/** A list the traveller builds one item at a time (spec §5): what is in it, why the last addition was refused, and the controls. */
export type ChosenList = {
  values: string[];
  error: string | undefined;
  ref: RefCallback<HTMLElement>;
  /** False when refused; the refusal is then the list's error and is read out. */
  add: (value: string) => boolean;
  remove: (index: number) => void;
  /** Another choice is being made: the last refusal answered the one before, so it goes. */
  dismissRefusal: () => void;
};

type ListOptions = {
  /** How the announcements name the list: "your states". */
  noun: string;
  nameOf: (value: string) => string;
  /** Said when Add is pressed with nothing chosen; undefined ignores it (a blank co-traveller, spec §5). */
  nothingChosen?: string;
  announce: (text: string) => void;
};

function useChosenList(form: UseFormReturn<TripPlanValues>, name: ListName, catalogue: TripPlanCatalogue, options: ListOptions) {
  const { field, fieldState } = useController({ control: form.control, name, rules: { validate: tripPlanValidator(LIST_RULE_FIELDS[name], catalogue) } });
  const [refusal, setRefusal] = useState<string>();
  const values = field.value;
  const { noun, nameOf, nothingChosen, announce } = options;

  function add(value: string): boolean {
    if (!value.trim() && !nothingChosen) return true;
    const refused = value.trim() ? refusalToAdd(name, value, form.getValues(), catalogue) : nothingChosen;
    setRefusal(refused);
    announce(refused ?? `${nameOf(value)} added to your ${noun}.`);
    if (!refused) field.onChange([...values, value]);
    return !refused;
  }

  /** A new list answers whatever refusal the old one got. */
  function set(next: string[]) {
    setRefusal(undefined);
    field.onChange(next);
  }

  /** Takes the item out; the caller says what was removed. */
  function without(index: number) {
    set(values.filter((_, position) => position !== index));
  }

  function remove(index: number) {
    announce(`${nameOf(values[index] ?? '')} removed from your ${noun}.`);
    without(index);
  }

  const dismissRefusal = () => setRefusal(undefined);
  return { values, error: refusal ?? fieldState.error?.message, ref: field.ref, add, remove, without, set, dismissRefusal };
}

const listed = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''));

/**
 * The trip planner's three lists (spec §5): states, places only from the chosen states, and
 * co-travellers. Removing a state removes its places and says so, aloud and beside the places.
 */
export function useTripPlanChoices(form: UseFormReturn<TripPlanValues>, catalogue: TripPlanCatalogue) {
  const [announcement, announce] = useAnnouncement();
  const [removedPlacesNote, setRemovedPlacesNote] = useState<string>();
  const stateName = (id: string) => catalogue.stateById.get(id)?.name ?? '';
  const placeTitle = (id: string) => catalogue.placeById.get(id)?.title ?? '';
  const states = useChosenList(form, 'stateIds', catalogue, { noun: 'states', nameOf: stateName, nothingChosen: tripPlanChoiceMessages.chooseState, announce });
  const places = useChosenList(form, 'placeIds', catalogue, { noun: 'places', nameOf: placeTitle, nothingChosen: tripPlanChoiceMessages.choosePlace, announce });
  const coTravellers = useChosenList(form, 'coTravellers', catalogue, { noun: 'co-travellers', nameOf: (name) => name, announce });

  function removeState(index: number) {
    const stateId = states.values[index] ?? '';
    const droppedPlaces = places.values.filter((placeId) => catalogue.placeById.get(placeId)?.stateId === stateId);
    states.without(index);
    if (droppedPlaces.length > 0) places.set(places.values.filter((placeId) => !droppedPlaces.includes(placeId)));
    const note = droppedPlaces.length > 0 ? `${listed(droppedPlaces.map(placeTitle))} removed with ${stateName(stateId)}.` : undefined;
    setRemovedPlacesNote(note);
    announce([`${stateName(stateId)} removed from your states.`, note].filter(Boolean).join(' '));
  }

  const clearingNote = (add: (value: string) => boolean) => (value: string) => {
    setRemovedPlacesNote(undefined);
    return add(value);
  };

  return {
    announcement,
    removedPlacesNote,
    states: { ...states, add: clearingNote(states.add), remove: removeState } satisfies ChosenList,
    places: { ...places, add: clearingNote(places.add) } satisfies ChosenList,
    coTravellers: { ...coTravellers, add: (name: string) => coTravellers.add(namedCoTravellers([name])[0] ?? '') } satisfies ChosenList,
  };
}
