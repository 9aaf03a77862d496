import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { decodeCursor, encodeCursor, type CursorValues } from './cursor.js';
import type { Page } from './connection.js';

export type SortDirection = 'ASC' | 'DESC';

export interface KeysetOptions<TRow> {
  readonly first: number;
  readonly after?: string | null | undefined;
  /** The sort key expression then the unique tiebreaker, e.g. ['place.title', 'place.id'], or a unique key alone. */
  readonly columns: readonly [string, string] | readonly [string];
  readonly columnTypes: readonly ['string' | 'number', 'number'] | readonly ['number'];
  readonly direction: SortDirection;
  readonly cursorValues: (row: TRow) => CursorValues;
}

/**
 * Reads one page by keyset: `WHERE (sortKey, id) > (cursor)` on an index over (sortKey, id),
 * so page 1000 costs what page 1 costs. The count runs separately and only on demand.
 */
export async function readKeysetPage<TRow extends ObjectLiteral>(
  query: SelectQueryBuilder<TRow>,
  options: KeysetOptions<TRow>,
): Promise<Page<TRow>> {
  const countQuery = query.clone();
  const { columns } = options;
  const pageQuery = query.clone();
  for (const column of columns) pageQuery.addOrderBy(column, options.direction);
  if (options.after) {
    const values = decodeCursor(options.after, options.columnTypes);
    const comparison = options.direction === 'ASC' ? '>' : '<';
    const parameters = Object.fromEntries(values.map((value, index) => [`keyset${index}`, value]));
    const placeholders = values.map((_, index) => `:keyset${index}`).join(', ');
    pageQuery.andWhere(`(${columns.join(', ')}) ${comparison} (${placeholders})`, parameters);
  }
  const rows = await pageQuery.limit(options.first + 1).getMany();
  return pageOf(rows.slice(0, options.first), rows.length, options, () => countQuery.getCount());
}

/** The page of `nodes` read with one extra row (`rowsRead` > `first`: there is a next page). */
function pageOf<TRow>(
  nodes: TRow[],
  rowsRead: number,
  options: Pick<KeysetOptions<TRow>, 'first' | 'after' | 'cursorValues'>,
  countTotal: () => Promise<number>,
): Page<TRow> {
  return {
    nodes,
    cursors: nodes.map((row) => encodeCursor(options.cursorValues(row))),
    hasNextPage: rowsRead > options.first,
    hasPreviousPage: Boolean(options.after),
    countTotal,
  };
}

/** A statement for `readRawKeysetPage`: what it selects and from where, conditions with `$n` placeholders numbered from 1. */
export interface RawKeysetQuery<TRow> {
  /** The SELECT list. */
  readonly columns: string;
  /** `FROM …`, joins included. */
  readonly from: string;
  readonly conditions: readonly string[];
  readonly parameters: readonly unknown[];
  /** The node of a row; called for the page's rows only. */
  readonly read: (row: Record<string, unknown>) => TRow;
  /**
   * Set when one index serves every condition whatever its values: the LIMIT is then written into the statement, and
   * PostgreSQL plans the prepared statement once per connection (behind a LIMIT parameter it planned every execution
   * again). Not for a parameter of skewed values: the generic plan for `featured = $1` read 10 ms where a custom one
   * read 0.1 (the place lists now write `featured` in), and lists whose plan hangs on such a value keep planning
   * each execution.
   */
  readonly planOnce?: boolean;
}

/** Without `countTotal`, the total counts the rows the conditions select (only when a client asks for it). */
type RawKeysetOptions<TRow> = KeysetOptions<TRow> & { readonly countTotal?: () => Promise<number> };

/** The rows a page reads (one more tells whether another page follows), checked whole: `planOnce` writes it into the statement. */
function pageLimitOf(first: number): number {
  if (!Number.isSafeInteger(first) || first < 0) throw new RangeError(`A page size must be a whole number, not ${first}.`);
  return first + 1;
}

/** The ORDER BY list of a keyset: its columns, each in its direction. */
export function keysetOrderBy({ columns, direction }: Pick<KeysetOptions<unknown>, 'columns' | 'direction'>): string {
  return columns.map((column) => `${column} ${direction}`).join(', ');
}

/**
 * `readKeysetPage` in plain SQL, for the hottest lists: building the statement with TypeORM's query builder and
 * hydrating its rows cost more than PostgreSQL took to answer it. Same keyset, same cursors.
 */
export async function readRawKeysetPage<TRow>(
  run: <TResult = Record<string, unknown>>(sql: string, parameters: unknown[]) => Promise<TResult[]>,
  query: RawKeysetQuery<TRow>,
  options: RawKeysetOptions<TRow>,
): Promise<Page<TRow>> {
  const parameters = [...query.parameters];
  const conditions = [...query.conditions];
  const where = (all: readonly string[]) => (all.length > 0 ? ` WHERE ${all.join(' AND ')}` : '');
  const columns = options.columns.join(', ');
  if (options.after) {
    const placeholders = decodeCursor(options.after, options.columnTypes).map((value) => `$${parameters.push(value)}`);
    conditions.push(`(${columns}) ${options.direction === 'ASC' ? '>' : '<'} (${placeholders.join(', ')})`);
  }
  const rowsToRead = pageLimitOf(options.first);
  const limit = query.planOnce ? String(rowsToRead) : `$${parameters.push(rowsToRead)}`;
  const rows = await run(`SELECT ${query.columns} ${query.from}${where(conditions)} ORDER BY ${keysetOrderBy(options)} LIMIT ${limit}`, parameters);
  const countRows = async () => {
    const [counted] = await run<{ count: number }>(`SELECT count(*)::int AS count ${query.from}${where(query.conditions)}`, [...query.parameters]);
    return counted!.count;
  };
  return pageOf(rows.slice(0, options.first).map(query.read), rows.length, options, options.countTotal ?? countRows);
}

/** A list held whole in memory, in its keyset order, with each row's cursor (index for index). */
export interface KeptKeysetList<TRow> {
  readonly rows: readonly TRow[];
  readonly cursors: readonly string[];
}

/** A list to keep whole: its rows, read in keyset order, each given the cursor a page of it would give. */
export function keptKeysetList<TRow>(rows: readonly TRow[], cursorValues: (row: TRow) => CursorValues): KeptKeysetList<TRow> {
  return { rows, cursors: rows.map((row) => encodeCursor(cursorValues(row))) };
}

/**
 * The page a keyset read of the list would give, taken from the list held whole; undefined when `after` is none of
 * its cursors (a row deleted or renamed since, a cursor of another list): only the database can place it, and refuse
 * what no list issued.
 */
export function keptKeysetPage<TRow>(list: KeptKeysetList<TRow>, { first, after }: { readonly first: number; readonly after?: string | null | undefined }): Page<TRow> | undefined {
  const start = after ? list.cursors.indexOf(after) + 1 : 0;
  if (after && start === 0) return undefined;
  const end = start + pageLimitOf(first) - 1;
  return {
    nodes: list.rows.slice(start, end),
    cursors: list.cursors.slice(start, end),
    hasNextPage: end < list.rows.length,
    hasPreviousPage: Boolean(after),
    countTotal: () => Promise.resolve(list.rows.length),
  };
}
