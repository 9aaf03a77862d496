import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadMoreFooter } from '@/components/load-more/load-more-footer';
import { useLoadMore } from '@/components/load-more/use-load-more';
import { TextSkeleton } from '@/components/skeleton';
import { ContactMessagesPanelDocument, type ContactMessageFilter, type ContactMessagesPanelQuery } from '@/gql/graphql';
import { ContactMessageCard } from './contact-message-card';
import './contact-messages.css';

export const CONTACT_MESSAGES_PAGE_SIZE = 10;

export const contactMessagesPanelMessages = {
  empty: 'No messages here.',
  failed: 'The messages could not be loaded.',
} as const;

/** The filter's choices, as `?handled=` spells them in the URL; All has no parameter. */
const HANDLED_CHOICES = [
  { value: '', label: 'All messages', filter: {} },
  { value: 'no', label: 'Not handled', filter: { handled: false } },
  { value: 'yes', label: 'Handled', filter: { handled: true } },
] as const satisfies ReadonlyArray<{ value: string; label: string; filter: ContactMessageFilter }>;

function choiceFrom(searchParams: URLSearchParams) {
  return HANDLED_CHOICES.find((choice) => choice.value === searchParams.get('handled')) ?? HANDLED_CHOICES[0];
}

/** What visitors wrote through the contact form, newest first, each to answer and mark handled. */
export function ContactMessagesPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = choiceFrom(searchParams);
  const filterFieldId = useId();
  const { data, error, refetch, fetchMore } = useQuery(ContactMessagesPanelDocument, {
    variables: { first: CONTACT_MESSAGES_PAGE_SIZE, filter: choice.filter },
    fetchPolicy: 'cache-and-network',
  });

  function showChoice(handled: string) {
    setSearchParams(handled ? { panel: 'messages', handled } : { panel: 'messages' });
  }

  return (
    <section className="admin-desk__panel" aria-labelledby="contact-messages-title">
      <h2 id="contact-messages-title">Messages</h2>
      <p className="admin-desk__hint">What visitors wrote through the contact form, newest first. Reply by email or phone, then mark it handled.</p>
      <div className="contact-messages__filter">
        <label htmlFor={filterFieldId}>Show</label>
        <select id={filterFieldId} value={choice.value} onChange={(event) => showChoice(event.target.value)}>
          {HANDLED_CHOICES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {data ? (
        <ContactMessageList connection={data.contactMessages} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      ) : error ? (
        <div className="notice">
          <p role="alert">{contactMessagesPanelMessages.failed}</p>
          <button type="button" className="button button--teal" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div role="status">
          <span className="visually-hidden">Loading the messages…</span>
          <TextSkeleton lines={6} />
        </div>
      )}
    </section>
  );
}

type ContactMessageListProps = {
  connection: ContactMessagesPanelQuery['contactMessages'];
  onLoadMore: (after: string) => Promise<unknown>;
};

function ContactMessageList({ connection, onLoadMore }: ContactMessageListProps) {
  const messages = connection.edges.map((edge) => edge.node);
  const { loadMore, isLoadingMore, hasLoadFailed, listRef } = useLoadMore<HTMLUListElement>({
    loadedCount: messages.length,
    pageInfo: connection.pageInfo,
    onLoadMore,
    focusSelector: '.message-card__sender',
  });
  if (messages.length === 0) return <p className="notice">{contactMessagesPanelMessages.empty}</p>;
  return (
    <>
      <p className="contact-messages__count" role="status">
        Showing {messages.length} of {connection.totalCount} {connection.totalCount === 1 ? 'message' : 'messages'}
      </p>
      <ul ref={listRef} className="contact-messages__items" aria-label="Contact messages">
        {messages.map((message) => (
          <li key={message.id}>
            <ContactMessageCard message={message} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        pageInfo={connection.pageInfo}
        isLoadingMore={isLoadingMore}
        hasLoadFailed={hasLoadFailed}
        label="Load more messages"
        failedMessage={contactMessagesPanelMessages.failed}
        onLoadMore={() => void loadMore()}
      />
    </>
  );
}
