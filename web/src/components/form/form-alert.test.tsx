import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  it('takes the focus when an error arrives after the focus was lost (a disabled busy button)', () => {
    render(<FormAlert tone="error">Failed to submit review.</FormAlert>);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('leaves the focus where it is when something holds it, and never for a success', () => {
    render(<input aria-label="Comment" />);
    screen.getByRole('textbox', { name: 'Comment' }).focus();
    render(<FormAlert tone="error">Failed to update review.</FormAlert>);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();

    screen.getByRole('textbox', { name: 'Comment' }).blur();
    render(<FormAlert tone="success">Review updated successfully!</FormAlert>);
    expect(screen.getByRole('status')).not.toHaveFocus();
  });
});
