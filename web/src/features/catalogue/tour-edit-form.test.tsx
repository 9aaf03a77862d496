import { fireEvent, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TourCard_TourFragmentDoc, UpdateTourDocument, type UpdateTourMutationVariables } from '@/gql/graphql';
import { editableTour, refusedEdit } from '@/testing/catalogue-editing-handlers';
import { TOURS } from '@/testing/fixtures/catalogue';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { TourEditForm } from './tour-edit-form';

const RAJASTHAN = editableTour(TOURS.find((tour) => tour.name === 'Rajasthan')!, { title: 'Royal Rajasthan' });

function recordUpdates(answer?: () => Response) {
  const sent: UpdateTourMutationVariables[] = [];
  server.use(
    graphql.mutation(UpdateTourDocument, ({ variables }) => {
      sent.push(variables);
      return answer?.();
    }),
  );
  return sent;
}

function renderForm() {
  const onSaved = vi.fn();
  const view = renderWithProviders(<TourEditForm tour={RAJASTHAN} onSaved={onSaved} onCancel={vi.fn()} />);
  return { ...view, onSaved };
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('TourEditForm', () => {
  it("starts from the admin's own texts, empty where the card derives one, and says what an empty field shows", () => {
    renderForm();

    expect(field('Title')).toHaveValue('Royal Rajasthan');
    expect(field('Image')).toHaveValue('');
    expect(field('Route')).toHaveValue('');
    expect(field('Attractions')).toHaveValue('');
    expect(field('Title')).toHaveAccessibleDescription(expect.stringContaining('Leave it empty to show “Rajasthan Tour”'));
    expect(field('Route')).toHaveAccessibleDescription(expect.stringContaining(`Leave it empty to show “${RAJASTHAN.derived.route}”`));
    expect(field('Attractions')).toHaveAccessibleDescription(expect.stringContaining('“Amber Fort, Hawa Mahal, Mehrangarh Fort”'));
    expect(screen.getByRole('img', { name: 'Royal Rajasthan' })).toHaveAttribute('src', RAJASTHAN.derived.image);
  });

  it('saves the four fields trimmed, an empty one as empty, and updates the tour card by id', async () => {
    const sent = recordUpdates();
    const { user, onSaved, client } = renderForm();
    await user.clear(field('Title'));
    await user.type(field('Route'), ' Jaipur → Jodhpur → Jaipur  ');

    await user.click(save());

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const { id } = RAJASTHAN;
    expect(sent).toEqual([{ input: { id, title: '', image: '', route: 'Jaipur → Jodhpur → Jaipur', attractions: '' } }]);
    const card = client.readFragment({ id: client.cache.identify(RAJASTHAN), fragment: TourCard_TourFragmentDoc });
    expect(card).toMatchObject({ title: 'Rajasthan Tour', route: 'Jaipur → Jodhpur → Jaipur' });
  });

  it("warns beside the field when the picture does not load: the first place's artwork shows instead", async () => {
    const { user } = renderForm();
    await user.type(field('Image'), 'https://images.example.in/gone.jpg');
    const preview = () => screen.getByRole('img', { name: 'Royal Rajasthan' });
    await vi.waitFor(() => expect(preview()).toHaveAttribute('src', 'https://images.example.in/gone.jpg'));

    fireEvent.error(preview());
    fireEvent.load(preview());

    expect(field('Image')).toHaveAccessibleDescription(
      expect.stringContaining("This picture did not load; travellers will see the first place's own artwork instead."),
    );
  });

  it('checks what is typed with the shared rules before sending anything', async () => {
    const sent = recordUpdates();
    const { user } = renderForm();
    await user.type(field('Image'), 'ftp://images.example.in/fort.jpg');

    await user.click(save());

    expect(await screen.findByText('Image must be a path on this site (starting with /) or an address starting with https://.')).toBeInTheDocument();
    expect(field('Image')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("says 'Failed to update tour.' when the server refuses, with its messages beside the fields", async () => {
    const message = 'Image must be a path on this site (starting with /) or an address starting with https://.';
    recordUpdates(() => HttpResponse.json({ data: { updateTour: refusedEdit('UpdateTourPayload', [{ code: 'INVALID_IMAGE', field: 'image', message }]) } }));
    const { user, onSaved } = renderForm();

    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update tour.');
    expect(field('Image')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
