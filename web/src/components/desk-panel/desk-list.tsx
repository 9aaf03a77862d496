import type { ReactNode } from 'react';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { PagedList, type PagedConnection, type PagedListTexts } from '@/components/load-more/paged-list';
import { TextSkeleton } from '@/components/skeleton';
import { DESK_CARD_TITLE_SELECTOR } from './desk-card';

/** Each desk panel loads its list ten at a time. */
export const DESK_PAGE_SIZE = 10;

export type DeskListTexts = PagedListTexts & {
  /** Read out while the first page loads. */
  loading: string;
};

type DeskListProps<TNode> = {
  /** The query's connection: undefined until the first page arrives, or when it could not. */
  connection: PagedConnection<TNode> | undefined;
  hasFailed: boolean;
  onRetry: () => void;
  onLoadMore: (after: string) => Promise<unknown>;
  texts: DeskListTexts;
  /** A DeskCard: "Load more" moves the focus to the first new card's title. */
  renderItem: (node: TNode) => ReactNode;
};

/** A desk panel's list of cards, or why it is not there yet: loading, or failed with Try again. */
export function DeskList<TNode extends { id: string }>({ connection, hasFailed, onRetry, ...list }: DeskListProps<TNode>) {
  if (connection) return <PagedList connection={connection} focusSelector={DESK_CARD_TITLE_SELECTOR} {...list} />;
  if (hasFailed) return <LoadFailedNotice message={list.texts.failed} onRetry={onRetry} />;
  return (
    <div role="status">
      <span className="visually-hidden">{list.texts.loading}</span>
      <TextSkeleton lines={6} />
    </div>
  );
}
