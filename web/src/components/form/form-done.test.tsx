import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormDone } from './form-done';

const next = (
  <button type="button" className="button">
    Write another
  </button>
);

describe('FormDone', () => {
  it('takes the focus on arrival, the form being gone, so its success message is read first', () => {
    render(<FormDone message="Thank you for your feedback!" messageDetail="Your reference is TP-7KQ2M9XD." actions={next} />);

    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('Thank you for your feedback!Your reference is TP-7KQ2M9XD.');
    expect(document.activeElement).toContainElement(message);
    expect(screen.getByRole('button', { name: 'Write another' })).toBeInTheDocument();
  });

  it('gives the focus to its heading when it has one', () => {
    render(
      <FormDone title="Thank you for writing to us" actions={next}>
        <p>Your ticket number is CT-7KQ2M9XD.</p>
      </FormDone>,
    );

    expect(screen.getByRole('heading', { name: 'Thank you for writing to us' })).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
