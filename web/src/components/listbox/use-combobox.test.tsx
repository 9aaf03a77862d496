import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SuggestionListbox } from './suggestion-listbox';
import { useCombobox } from './use-combobox';

type Options = Partial<Parameters<typeof useCombobox<string>>[0]>;

/** A combobox over fixed options, open from the start, in a form whose sending is counted. */
function renderCombobox({ items = ['Agra', 'Jaipur', 'Kochi'], ...options }: Options = {}) {
  const onPick = vi.fn<(item: string) => void>();
  const onSubmit = vi.fn();
  function Combobox() {
    const combobox = useCombobox({ items, onPick, ...options });
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <input {...combobox.inputProps} aria-label="City" onFocus={() => combobox.setIsOpen(true)} />
        <SuggestionListbox {...combobox.listboxProps} label="Cities" className="" optionClassName="" keyOf={(item) => item}>
          {(item) => item}
        </SuggestionListbox>
      </form>
    );
  }
  render(<Combobox />);
  const input = screen.getByRole('combobox', { name: 'City' });
  return { input, onPick, onSubmit, user: userEvent.setup() };
}

describe('useCombobox', () => {
  it('moves the active option round the list with the arrow keys, named by aria-activedescendant', async () => {
    const { input, user } = renderCombobox();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Kochi' }).id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Agra' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Kochi' }).id);
  });

  it('picks the active option with Enter without sending the form, and closes the list', async () => {
    const { input, user, onPick, onSubmit } = renderCombobox();
    await user.click(input);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(onPick).toHaveBeenCalledExactlyOnceWith('Jaipur');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('lets Enter send the form while no option is active', async () => {
    const { input, user, onPick, onSubmit } = renderCombobox();
    await user.click(input);

    await user.keyboard('{Enter}');

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('closes an open list with Escape, and hands Escape on a closed one to the caller', async () => {
    const onEscapeWhenClosed = vi.fn();
    const { input, user } = renderCombobox({ onEscapeWhenClosed });
    await user.click(input);

    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onEscapeWhenClosed).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onEscapeWhenClosed).toHaveBeenCalledOnce();
  });

  it('hands an arrow key to the caller when there is no option to move to', async () => {
    const onArrowWithoutItems = vi.fn();
    const { input, user } = renderCombobox({ items: [], onArrowWithoutItems });
    await user.click(input);

    await user.keyboard('{ArrowDown}{ArrowUp}');

    expect(onArrowWithoutItems).toHaveBeenCalledTimes(2);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
