import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadMoreFooter } from '@/components/load-more/load-more-footer';
import { useLoadMore } from '@/components/load-more/use-load-more';
import { TextSkeleton } from '@/components/skeleton';
import { OutboxPanelDocument, type MailDeliveryStatus, type OutboxPanelQuery } from '@/gql/graphql';
import { MAIL_STATUS_LABELS, OutboxMailCard } from './outbox-mail-card';
import './outbox.css';

export const OUTBOX_PAGE_SIZE = 10;

export const outboxMessages = {
  empty: 'No mail here.',
  failed: 'The outbox could not be loaded.',
} as const;

const STATUSES = Object.keys(MAIL_STATUS_LABELS) as MailDeliveryStatus[];

function statusFrom(searchParams: URLSearchParams): MailDeliveryStatus | null {
  return STATUSES.find((status) => status === searchParams.get('status')) ?? null;
}

/** The mail the product sends (confirmations, replies, resets): where each is, and a retry for a failed one. */
export function OutboxPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFrom(searchParams);
  const statusFieldId = useId();
  const { data, error, refetch, fetchMore } = useQuery(OutboxPanelDocument, {
    variables: { first: OUTBOX_PAGE_SIZE, filter: status ? { status } : {} },
    fetchPolicy: 'cache-and-network',
  });

  function showStatus(next: string) {
    setSearchParams(next ? { panel: 'mail', status: next } : { panel: 'mail' });
  }

  return (
    <section className="admin-desk__panel" aria-labelledby="outbox-title">
      <h2 id="outbox-title">Mail</h2>
      <p className="admin-desk__hint">Every mail the product has sent or is sending, newest first. A failed mail can be sent again.</p>
      <div className="outbox__filter">
        <label htmlFor={statusFieldId}>Status</label>
        <select id={statusFieldId} value={status ?? ''} onChange={(event) => showStatus(event.target.value)}>
          <option value="">Every mail</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {MAIL_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {data ? (
        <OutboxList connection={data.mailOutbox} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      ) : error ? (
        <div className="notice">
          <p role="alert">{outboxMessages.failed}</p>
          <button type="button" className="button button--teal" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div role="status">
          <span className="visually-hidden">Loading the outbox…</span>
          <TextSkeleton lines={6} />
        </div>
      )}
    </section>
  );
}

type OutboxListProps = {
  connection: OutboxPanelQuery['mailOutbox'];
  onLoadMore: (after: string) => Promise<unknown>;
};

function OutboxList({ connection, onLoadMore }: OutboxListProps) {
  const mails = connection.edges.map((edge) => edge.node);
  const { loadMore, isLoadingMore, hasLoadFailed, listRef } = useLoadMore<HTMLUListElement>({
    loadedCount: mails.length,
    pageInfo: connection.pageInfo,
    onLoadMore,
    focusSelector: '.outbox-card__subject',
  });
  if (mails.length === 0) return <p className="notice">{outboxMessages.empty}</p>;
  return (
    <>
      <p className="outbox__count" role="status">
        Showing {mails.length} of {connection.totalCount} {connection.totalCount === 1 ? 'mail' : 'mails'}
      </p>
      <ul ref={listRef} className="outbox__items" aria-label="Mails">
        {mails.map((mail) => (
          <li key={mail.id}>
            <OutboxMailCard mail={mail} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        pageInfo={connection.pageInfo}
        isLoadingMore={isLoadingMore}
        hasLoadFailed={hasLoadFailed}
        label="Load more mail"
        failedMessage={outboxMessages.failed}
        onLoadMore={() => void loadMore()}
      />
    </>
  );
}
