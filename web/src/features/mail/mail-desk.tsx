import { useQuery } from '@apollo/client/react';
import { DeskFilterSelect, statusDeskFilter, useDeskFilterChoice } from '@/components/desk-panel/desk-filter-select';
import { DESK_PAGE_SIZE, DeskList, type DeskListTexts } from '@/components/desk-panel/desk-list';
import { DeskPanel } from '@/components/desk-panel/desk-panel';
import { MAIL_STATUS_LABELS } from '@/components/status-badge/mail-status-badge';
import { MailDeskDocument } from '@/gql/graphql';
import { MailCard } from './mail-card';

const STATUS_FILTER = statusDeskFilter('Every mail', MAIL_STATUS_LABELS);

const MAIL_TEXTS: DeskListTexts = {
  label: 'Mails',
  itemNames: ['mail', 'mails'],
  loadMore: 'Load more mail',
  loading: 'Loading the mail…',
  empty: 'No mail here.',
  failed: 'The mail could not be loaded.',
};

/** The mail the product sends (confirmations, replies, resets): where each is, and a retry for a failed one. */
export function MailDesk() {
  const { filter } = useDeskFilterChoice(STATUS_FILTER);
  const { data, error, refetch, fetchMore } = useQuery(MailDeskDocument, {
    variables: { first: DESK_PAGE_SIZE, filter },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <DeskPanel title="Mail" hint="Every mail the product has sent or is sending, newest first. A failed mail can be sent again.">
      <DeskFilterSelect filter={STATUS_FILTER} />
      <DeskList
        connection={data?.mailOutbox}
        hasFailed={Boolean(error)}
        onRetry={() => void refetch()}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        texts={MAIL_TEXTS}
        renderItem={(mail) => <MailCard mail={mail} />}
      />
    </DeskPanel>
  );
}
