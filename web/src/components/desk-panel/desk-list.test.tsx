import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DeskCard } from './desk-card';
import { DeskList, type DeskListTexts } from './desk-list';

const TEXTS: DeskListTexts = {
  label: 'Notes',
  itemNames: ['note', 'notes'],
  loadMore: 'Load more notes',
  loading: 'Loading the notes…',
  empty: 'No notes here.',
  failed: 'The notes could not be loaded.',
};

type Note = { id: string; title: string };

function connectionOf(notes: Note[]) {
  return { totalCount: notes.length, edges: notes.map((node) => ({ node })), pageInfo: { hasNextPage: false, endCursor: null } };
}

function renderList(props: { connection?: ReturnType<typeof connectionOf>; hasFailed?: boolean; onRetry?: () => void }) {
  return renderWithProviders(
    <DeskList
      connection={props.connection}
      hasFailed={props.hasFailed ?? false}
      onRetry={props.onRetry ?? vi.fn()}
      onLoadMore={vi.fn()}
      texts={TEXTS}
      renderItem={(note) => (
        <DeskCard className="note-card" title={note.title} status={null}>
          <p>{note.title}</p>
        </DeskCard>
      )}
    />,
  );
}

describe('DeskList', () => {
  it('says it is loading until the first page arrives', () => {
    renderList({});
    expect(screen.getByRole('status')).toHaveTextContent('Loading the notes…');
  });

  it('says why the list is missing, and Try again asks again', async () => {
    const onRetry = vi.fn();
    const { user } = renderList({ hasFailed: true, onRetry });

    expect(screen.getByRole('alert')).toHaveTextContent('The notes could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('counts the cards in words, one of them named by its title', () => {
    renderList({ connection: connectionOf([{ id: '1', title: 'Call Meera' }]) });

    expect(screen.getByText('Showing 1 of 1 note')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notes' })).toContainElement(screen.getByRole('article', { name: 'Call Meera' }));
    expect(screen.queryByRole('button', { name: 'Load more notes' })).not.toBeInTheDocument();
  });

  it('shows its empty text when there is nothing', () => {
    renderList({ connection: connectionOf([]) });
    expect(screen.getByText('No notes here.')).toBeInTheDocument();
  });
});
