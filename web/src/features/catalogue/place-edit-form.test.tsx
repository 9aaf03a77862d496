import { fireEvent, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PlaceCard_PlaceFragmentDoc, UpdatePlaceDocument, type UpdatePlaceMutationVariables } from '@/gql/graphql';
import { refusedEdit } from '@/testing/catalogue-editing-handlers';
import { findPlace } from '@/testing/fixtures/catalogue';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { PlaceEditForm } from './place-edit-form';

const TAJ_MAHAL = findPlace('taj-mahal')!;
const INVALID_IMAGE = 'Image must be a path on this site (starting with /) or an address starting with https://.';
const FAILED_IMAGE_WARNING = "This picture did not load; travellers will see the place's own artwork instead.";

function recordUpdates(answer?: () => Response) {
  const sent: UpdatePlaceMutationVariables[] = [];
  server.use(
    graphql.mutation(UpdatePlaceDocument, ({ variables }) => {
      sent.push(variables);
      return answer?.();
    }),
  );
  return sent;
}

function renderForm() {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(<PlaceEditForm place={TAJ_MAHAL} onSaved={onSaved} onCancel={onCancel} />);
  return { ...view, onSaved, onCancel };
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('PlaceEditForm', () => {
  it('starts from the place: its five fields, and a preview of its image', () => {
    renderForm();

    expect(field('Title')).toHaveValue('Taj Mahal');
    expect(field('Description')).toHaveValue(TAJ_MAHAL.description);
    expect(field('City')).toHaveValue('Agra');
    expect(field('Price per person (₹)')).toHaveValue(5000);
    expect(field('Image')).toHaveValue(TAJ_MAHAL.image);
    expect(screen.getByRole('img', { name: 'Taj Mahal' })).toHaveAttribute('src', TAJ_MAHAL.image);
    expect(screen.getByText('Preview: the image travellers will see.')).toBeInTheDocument();
  });

  it('saves the five fields trimmed, hands the saved place over, and updates it wherever it is shown', async () => {
    const sent = recordUpdates();
    const { user, onSaved, client } = renderForm();
    await user.clear(field('Title'));
    await user.type(field('Title'), '  Taj Mahal at dawn ');
    await user.clear(field('Price per person (₹)'));
    await user.type(field('Price per person (₹)'), '5500');

    await user.click(save());

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const { id, description, city, image } = TAJ_MAHAL;
    expect(sent).toEqual([{ input: { id, title: 'Taj Mahal at dawn', description, city, price: 5500, image } }]);
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ title: 'Taj Mahal at dawn', price: 5500 });
    const card = client.readFragment({ id: client.cache.identify(TAJ_MAHAL), fragment: PlaceCard_PlaceFragmentDoc });
    expect(card).toMatchObject({ title: 'Taj Mahal at dawn', price: 5500 });
  });

  it('checks every field with the shared rules before sending, and sends nothing while one is broken', async () => {
    const sent = recordUpdates();
    const { user, onSaved } = renderForm();
    await user.clear(field('Title'));
    await user.clear(field('Description'));
    await user.clear(field('Price per person (₹)'));
    await user.type(field('Price per person (₹)'), '0');
    await user.clear(field('Image'));
    await user.type(field('Image'), 'http://example.in/taj.jpg');

    await user.click(save());

    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(field('Title')).toHaveFocus();
    expect(field('Description')).toHaveAccessibleDescription(expect.stringContaining('Description is required.'));
    expect(field('Price per person (₹)')).toHaveAccessibleDescription(
      expect.stringContaining('Price must be a whole number of rupees from ₹1 to ₹10,00,000.'),
    );
    expect(field('Image')).toHaveAccessibleDescription(expect.stringContaining(INVALID_IMAGE));
    expect(field('City')).not.toBeInvalid();
    expect(sent).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says 'Price is required.' for an emptied price, not that it must be a whole number", async () => {
    const sent = recordUpdates();
    const { user } = renderForm();
    await user.clear(field('Price per person (₹)'));

    await user.click(save());

    expect(await screen.findByText('Price is required.')).toBeInTheDocument();
    expect(field('Price per person (₹)')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("says 'Failed to update tour.' when the server refuses, with its messages beside the fields", async () => {
    recordUpdates(() =>
      HttpResponse.json({
        data: { updatePlace: refusedEdit('UpdatePlacePayload', [{ code: 'TOO_LONG', field: 'city', message: 'City must be at most 200 characters.' }]) },
      }),
    );
    const { user, onSaved } = renderForm();

    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update tour.');
    expect(field('City')).toHaveAccessibleDescription('City must be at most 200 characters.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says 'Failed to update tour.' when the server does not answer", async () => {
    recordUpdates(() => HttpResponse.error());
    const { user } = renderForm();

    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update tour.');
  });

  it('previews a new address live, and shows the artwork travellers would see when it does not load', async () => {
    const { user } = renderForm();
    await user.clear(field('Image'));
    await user.type(field('Image'), 'https://images.example.in/taj.jpg');

    // A new image once typing pauses.
    const preview = () => screen.getByRole('img', { name: 'Taj Mahal' });
    await vi.waitFor(() => expect(preview()).toHaveAttribute('src', 'https://images.example.in/taj.jpg'));
    fireEvent.error(preview());
    expect(preview()).toHaveAttribute('src', TAJ_MAHAL.fallbackImage);
    fireEvent.load(preview());
    expect(screen.getByText('Preview: the artwork travellers will see instead.')).toBeInTheDocument();

    await user.clear(field('Image'));
    await user.type(field('Image'), 'javascript:alert(1)');
    expect(await screen.findByText('A preview appears once the address is valid.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Taj Mahal' })).not.toBeInTheDocument();
  });

  it('warns beside the field while the picture does not load, and still saves', async () => {
    const sent = recordUpdates();
    const { user, onSaved } = renderForm();
    await user.clear(field('Image'));
    await user.type(field('Image'), 'https://images.example.in/gone.jpg');
    const preview = () => screen.getByRole('img', { name: 'Taj Mahal' });
    await vi.waitFor(() => expect(preview()).toHaveAttribute('src', 'https://images.example.in/gone.jpg'));
    expect(field('Image')).not.toHaveAccessibleDescription(expect.stringContaining(FAILED_IMAGE_WARNING));

    fireEvent.error(preview());
    fireEvent.load(preview());

    expect(field('Image')).toHaveAccessibleDescription(expect.stringContaining(FAILED_IMAGE_WARNING));
    expect(screen.getByText(FAILED_IMAGE_WARNING).closest('[aria-live="polite"]')).toBeInTheDocument();
    expect(field('Image')).not.toBeInvalid();
    await user.click(save());
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent[0]?.input.image).toBe('https://images.example.in/gone.jpg');
  });

  it('drops the warning once the address is changed to one that loads', async () => {
    const { user } = renderForm();
    await user.clear(field('Image'));
    await user.type(field('Image'), 'https://images.example.in/gone.jpg');
    const preview = () => screen.getByRole('img', { name: 'Taj Mahal' });
    await vi.waitFor(() => expect(preview()).toHaveAttribute('src', 'https://images.example.in/gone.jpg'));
    fireEvent.error(preview());
    fireEvent.load(preview());
    expect(screen.getByText(FAILED_IMAGE_WARNING)).toBeInTheDocument();

    await user.clear(field('Image'));
    await user.type(field('Image'), 'https://images.example.in/taj.jpg');
    await vi.waitFor(() => expect(preview()).toHaveAttribute('src', 'https://images.example.in/taj.jpg'));
    fireEvent.load(preview());

    expect(screen.queryByText(FAILED_IMAGE_WARNING)).not.toBeInTheDocument();
    expect(screen.getByText('Preview: the image travellers will see.')).toBeInTheDocument();
  });

  it('leaves without saving on Cancel', async () => {
    const sent = recordUpdates();
    const { user, onCancel } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalledOnce();
    expect(sent).toEqual([]);
  });
});
