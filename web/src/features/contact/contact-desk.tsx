import { useQuery } from '@apollo/client/react';
import { DeskFilterSelect, useDeskFilterChoice, type DeskFilter, type DeskFilterChoice } from '@/components/desk-panel/desk-filter-select';
import { DESK_PAGE_SIZE, DeskList, type DeskListTexts } from '@/components/desk-panel/desk-list';
import { DeskPanel } from '@/components/desk-panel/desk-panel';
import { ContactDeskDocument, type ContactMessageFilter } from '@/gql/graphql';
import { ContactMessageCard } from './contact-message-card';

/** `?handled=no|yes`; All has no parameter. */
const HANDLED_FILTER: DeskFilter<DeskFilterChoice<ContactMessageFilter>> = {
  param: 'handled',
  label: 'Show',
  choices: [
    { value: '', label: 'All messages', filter: {} },
    { value: 'no', label: 'Not handled', filter: { handled: false } },
    { value: 'yes', label: 'Handled', filter: { handled: true } },
  ],
};

const MESSAGES_TEXTS: DeskListTexts = {
  label: 'Contact messages',
  itemNames: ['message', 'messages'],
  loadMore: 'Load more messages',
  loading: 'Loading the messages…',
  empty: 'No messages here.',
  failed: 'The messages could not be loaded.',
};

/** What visitors wrote through the contact form, newest first, each to answer and mark handled. */
export function ContactDesk() {
  const { filter } = useDeskFilterChoice(HANDLED_FILTER);
  const { data, error, refetch, fetchMore } = useQuery(ContactDeskDocument, {
    variables: { first: DESK_PAGE_SIZE, filter },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <DeskPanel title="Messages" hint="What visitors wrote through the contact form, newest first. Reply by email or phone, then mark it handled.">
      <DeskFilterSelect filter={HANDLED_FILTER} />
      <DeskList
        connection={data?.contactMessages}
        hasFailed={Boolean(error)}
        onRetry={() => void refetch()}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        texts={MESSAGES_TEXTS}
        renderItem={(message) => <ContactMessageCard message={message} />}
      />
    </DeskPanel>
  );
}
