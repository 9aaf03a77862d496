import { useEffect, useRef, type ReactNode } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import './review-form.css';

/**
 * What replaces a review form once it has done its job: the spec's message and where to go next.
 * The form (and the focus in it) is gone, so the focus moves here and the message is read out.
 */
export function ReviewFormDone({ message, children }: { message: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="review-form-done">
      <FormAlert tone="success">
        <p>{message}</p>
      </FormAlert>
      <div className="review-form-done__actions">{children}</div>
    </div>
  );
}
