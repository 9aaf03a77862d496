import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDone } from './form-done';

const next = (
  <button type="button" className="button">
    Write another
  </button>
);

/** Where the focus and the scroll go on arrival: jsdom lays nothing out, so the calls say it. */
function spyOnArrival() {
  return {
    focus: vi.spyOn(HTMLElement.prototype, 'focus'),
    scrollIntoView: vi.spyOn(HTMLElement.prototype, 'scrollIntoView'),
  };
}

describe('FormDone', () => {
  it('gives the focus to its success message on arrival, the form being gone, and shows the top of the panel', () => {
    const { focus, scrollIntoView } = spyOnArrival();
    const { container } = render(
      <FormDone message="Thank you for your feedback!" messageDetail="Your reference is TP-7KQ2M9XD." actions={next} />,
    );

    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('Thank you for your feedback!Your reference is TP-7KQ2M9XD.');
    expect(message).toHaveFocus();
    // A panel taller than the window would otherwise scroll to its bottom, the message off screen.
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(container.firstElementChild);
    expect(screen.getByRole('button', { name: 'Write another' })).toBeInTheDocument();
  });

  it('gives the focus to its heading when it has one, the top of the panel in view', () => {
    const { focus, scrollIntoView } = spyOnArrival();
    render(
      <FormDone title="Thank you for writing to us" message="Saved." actions={next}>
        <p>Your ticket number is CT-7KQ2M9XD.</p>
      </FormDone>,
    );

    expect(screen.getByRole('heading', { name: 'Thank you for writing to us' })).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'start' });
  });

  it('shows no success box without a message', () => {
    render(<FormDone title="Thank you for writing to us" actions={next} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
