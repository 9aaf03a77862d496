import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon } from '@/components/icons';
import './dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the dialog, whatever the browser does with its inert page. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  icon?: ReactNode;
};

/**
 * A modal dialog on the native `<dialog>`: the page behind is inert, focus stays inside, Escape
 * or a press on the backdrop closes it, and focus goes back to what opened it. Mount it to open
 * it; the element marked `data-autofocus` gets the focus first.
 */
export function Dialog({ title, onClose, children, icon }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    }
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // The dialog box fills its padding with `.dialog__body`: a click on the dialog itself is the backdrop.
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__body">
        <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
          <CloseIcon size={18} />
        </button>
        {icon && (
          <span className="dialog__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
