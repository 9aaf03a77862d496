import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { findPlace } from '@/testing/fixtures/catalogue';
import { renderWithProviders } from '@/testing/render';
import { PlacePicker, type PickedPlace } from './place-picker';

const AMBER_FORT = findPlace('amber-fort')!;
const HAWA_MAHAL = findPlace('hawa-mahal')!;

/** The picker in a form, as a review form holds it: the pick shows as its title. */
function renderPicker() {
  const onPick = vi.fn<(place: PickedPlace) => void>();
  const onSubmit = vi.fn();
  function Form() {
    const [text, setText] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <PlacePicker
          label="Tour or place"
          text={text}
          onTextChange={setText}
          onPick={(place) => {
            setText(place.title);
            onPick(place);
          }}
        />
      </form>
    );
  }
  const view = renderWithProviders(<Form />);
  return { ...view, onPick, onSubmit, input: screen.getByRole('combobox', { name: 'Tour or place' }) };
}

describe('PlacePicker', () => {
  it('offers the places matching the typed text, each with where it is, in a listbox the combobox controls', async () => {
    const { user, input } = renderPicker();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'Jai');

    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Amber FortJaipur, Rajasthan', 'Hawa MahalJaipur, Rajasthan']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
  });

  it('offers no state: a text matching only a state says no place starts with it', async () => {
    const { user, input } = renderPicker();

    await user.type(input, 'Raj');

    expect(await screen.findByText('No place of our catalogue starts with “Raj”. Try its name, city or destination.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('No place of our catalogue starts with “Raj”'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the options with the arrow keys and picks the active one with Enter, without sending the form', async () => {
    const { user, input, onPick, onSubmit } = renderPicker();
    await user.type(input, 'Jai');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const hawaMahal = screen.getByRole('option', { name: /Hawa Mahal/ });
    expect(input).toHaveAttribute('aria-activedescendant', hawaMahal.id);
    expect(hawaMahal).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Amber Fort/ }).id);
    await user.keyboard('{ArrowUp}{Enter}');

    expect(onPick).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: HAWA_MAHAL.id, title: 'Hawa Mahal', slug: 'hawa-mahal' }));
    expect(input).toHaveValue('Hawa Mahal');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes the list with Escape and keeps the text', async () => {
    const { user, input, onPick } = renderPicker();
    await user.type(input, 'Jai');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Jai');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('picks a place with a click', async () => {
    const { user, input, onPick } = renderPicker();
    await user.type(input, 'Jai');

    await user.click(await screen.findByRole('option', { name: /Amber Fort/ }));

    expect(onPick).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: AMBER_FORT.id, title: 'Amber Fort' }));
    expect(input).toHaveValue('Amber Fort');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
