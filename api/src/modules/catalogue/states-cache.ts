import { KeptWhileTold } from '../../db/fast-reads/kept-while-told.js';
import type { ChannelHandlers } from '../../db/fast-reads/notification-listener.js';
import type { KeptKeysetList } from '../../graphql/relay/keyset.js';
import type { MaybePromise } from '../../graphql/execution/maybe-promise.js';
import type { State } from './state.entity.js';
import type { StateTourCard } from './tour-card.js';

/** Where the database tells of a change to a state or its tour card (migration NotifyCatalogueChanges). */
export const CATALOGUE_CHANGES_CHANNEL = 'catalogue_changes';

/**
 * Longest the states answer from memory. Changes are told at once (CATALOGUE_CHANGES_CHANNEL); this bounds the harm
 * of a notification lost on a connection that died without saying so.
 */
export const STATES_CACHE_SECONDS = 10;

/** A state with its tour card: a row of the home page's tours and of the admin's state filter. */
export interface StateWithCard {
  readonly state: State;
  readonly card: StateTourCard;
}

/** Every state with its card, in the lists' keyset order, frozen: one copy serves every request. */
export type KeptStates = KeptKeysetList<StateWithCard>;

/**
 * Every state with its tour card as this instance read them last: 36 rows, which each home page and each admin's
 * desk read again. Kept while the database tells of catalogue changes, forgotten on each change told and on each
 * mutation this instance runs (its own writes are read at once, not a moment later when their notification arrives).
 * Callers that miss together share one read.
 */
export class StatesCache extends KeptWhileTold {
  private kept: { readonly states: KeptStates; readonly until: number } | undefined;
  private reading: Promise<KeptStates> | undefined;

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  /**
   * The states from memory, or read by `read` and kept; undefined while changes may go untold (the caller reads what
   * it needs from the database instead).
   */
  states(read: () => Promise<KeptStates>): MaybePromise<KeptStates> | undefined {
    if (!this.isAnswering) return undefined;
    if (this.kept && this.kept.until > this.now()) return this.kept.states;
    return (this.reading ??= this.readAndKeep(read));
  }

  /** A change was told, or this instance wrote: nothing kept or being read answers any more. */
  forgetAll(): void {
    this.changed();
    this.kept = undefined;
    this.reading = undefined;
  }

  private async readAndKeep(read: () => Promise<KeptStates>): Promise<KeptStates> {
    const readUnder = this.currentGeneration;
    try {
      const states = await read();
      if (this.mayKeep(readUnder)) this.kept = { states, until: this.now() + STATES_CACHE_SECONDS * 1000 };
      return states;
    } finally {
      if (readUnder === this.currentGeneration) this.reading = undefined;
    }
  }
}

/** The cache answers only while the channel is listened to, and forgets on every change told. */
export function catalogueChangeHandlers(cache: StatesCache): ChannelHandlers {
  return { onListening: () => cache.startAnswering(), onDeaf: () => cache.stopAnswering(), onNotification: () => cache.forgetAll() };
}
