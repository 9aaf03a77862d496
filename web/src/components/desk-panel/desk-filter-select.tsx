import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import './desk-panel.css';

/** One choice of a filter: its value in the URL, its words in the select, and the query's filter input it stands for. */
export interface DeskFilterChoice<TFilter = object> {
  readonly value: string;
  readonly label: string;
  readonly filter: TFilter;
}

/**
 * A desk panel's filter, kept in the URL as `?panel=…&<param>=<value>` so a reload or a shared link
 * shows the same list. The first choice shows everything: its value is '' and it has no parameter.
 */
export interface DeskFilter<TChoice extends DeskFilterChoice> {
  /** The URL parameter, e.g. `status`. */
  readonly param: string;
  /** The select's label. */
  readonly label: string;
  readonly choices: readonly [TChoice, ...TChoice[]];
}

/** A filter by `?status=`: everything first, then one choice per status, in the order of `labels`. */
export function statusDeskFilter<TStatus extends string>(
  everyLabel: string,
  labels: Record<TStatus, string>,
): DeskFilter<DeskFilterChoice<{ status?: TStatus }>> {
  const statuses = Object.keys(labels) as TStatus[];
  return {
    param: 'status',
    label: 'Status',
    choices: [{ value: '', label: everyLabel, filter: {} }, ...statuses.map((status) => ({ value: status, label: labels[status], filter: { status } }))],
  };
}

function choiceIn<TChoice extends DeskFilterChoice>({ param, choices }: DeskFilter<TChoice>, searchParams: URLSearchParams): TChoice {
  return choices.find((choice) => choice.value === searchParams.get(param)) ?? choices[0];
}

/** The choice the URL names; the first (everything) when it names none of them. */
export function useDeskFilterChoice<TChoice extends DeskFilterChoice>(filter: DeskFilter<TChoice>): TChoice {
  const [searchParams] = useSearchParams();
  return choiceIn(filter, searchParams);
}

/** The filter's labelled select; a choice replaces the URL's query with the desk's panel and the choice alone. */
export function DeskFilterSelect({ filter }: { filter: DeskFilter<DeskFilterChoice> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fieldId = useId();

  function choose(value: string) {
    const panel = searchParams.get('panel');
    setSearchParams({ ...(panel && { panel }), ...(value && { [filter.param]: value }) });
  }

  return (
    <div className="desk-filter">
      <label htmlFor={fieldId}>{filter.label}</label>
      <select id={fieldId} value={choiceIn(filter, searchParams).value} onChange={(event) => choose(event.target.value)}>
        {filter.choices.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
