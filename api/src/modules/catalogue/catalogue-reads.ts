import type { PlaceOrder } from './catalogue.types.js';

/* What the catalogue's read services (states, places, search) share. */

export interface PageArgs {
  readonly first: number;
  readonly after?: string | null | undefined;
}

export interface PlaceListArgs extends PageArgs {
  readonly stateDatabaseId?: number | undefined;
  readonly stateSlug?: string | undefined;
  readonly featured?: boolean | undefined;
  readonly orderBy?: PlaceOrder | null | undefined;
}

/** The `:texts` parameter as a person names things: trimmed, lower-cased. */
export const LOWER_TRIMMED_TEXTS = `(SELECT lower(btrim(typed)) FROM unnest(CAST(:texts AS text[])) AS typed)`;

