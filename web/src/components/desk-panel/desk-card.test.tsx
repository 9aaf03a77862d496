import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DeskCard, useFocusDeskCardTitle } from './desk-card';

/** An action whose button is gone once it is done, as "Mark handled" is. */
function DoneOnce() {
  const [isDone, setIsDone] = useState(false);
  const focusCardTitle = useFocusDeskCardTitle();
  if (isDone) return <p>Done</p>;
  return (
    <button
      type="button"
      onClick={() => {
        setIsDone(true);
        focusCardTitle();
      }}
    >
      Do it
    </button>
  );
}

describe('DeskCard', () => {
  it("gives the focus to the card's title after an action inside it, the button pressed being gone", async () => {
    render(
      <>
        <DeskCard className="note-card" title="Call Meera" status={null}>
          <DoneOnce />
        </DeskCard>
        <DeskCard className="note-card" title="Call Ravi" status={null}>
          <DoneOnce />
        </DeskCard>
      </>,
    );

    await userEvent.click(screen.getAllByRole('button', { name: 'Do it' })[1]!);

    expect(screen.getByRole('heading', { name: 'Call Ravi' })).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Call Meera' })).toHaveTextContent('Do it');
  });
});
