import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { TextField, type TextFieldProps } from '@/components/form/text-field';
import { BookingCountriesDocument } from '@/gql/graphql';

/** Spec §8, word for word. */
export const COUNTRIES_LOAD_FAILED = '⚠️ Failed to load countries.';

/**
 * The country, searchable: a text input tied to a `<datalist>` of `countries`, so typing "ind"
 * offers India and Indonesia, with the browser's own accessible suggestion list on every device.
 * The server accepts a code or an English name (aliases too), and it decides: without the list the
 * traveller can still type their country.
 */
export function CountriesField(props: Omit<TextFieldProps, 'label' | 'list'>) {
  const listId = useId();
  const { data, error, refetch } = useQuery(BookingCountriesDocument);

  return (
    <div className="countries-field">
      <TextField
        label="Country"
        list={listId}
        autoComplete="country-name"
        spellCheck={false}
        required
        hint="Start typing, then pick your country from the list."
        {...props}
      />
      <datalist id={listId}>
        {data?.countries.map((country) => <option key={country.code} value={country.name} />)}
      </datalist>
      {error && !data && <LoadFailedNotice look="inline" message={COUNTRIES_LOAD_FAILED} onRetry={() => void refetch()} />}
    </div>
  );
}
