import type { ReactNode } from 'react';
import './load-failed-notice.css';

type LoadFailedNoticeProps = {
  /** What could not be loaded and what to do, read out as an alert. */
  message: string;
  onRetry: () => void;
} & (
  | {
      /** The page's dashed notice box, with a teal Try again. */
      look?: 'notice';
      /** A whole page that failed: its heading, and the whole notice is the alert. */
      title?: string;
      /** Other ways on, beside Try again (only with a title). */
      otherActions?: ReactNode;
    }
  | {
      /** Inside a card of its own: no box of its own, a ghost Try again. */
      look: 'plain';
    }
  | {
      /** A line under a form field: Try again is a link in the sentence. */
      look: 'inline';
    }
);

/** What stands where something could not be loaded: the reason, and Try again. */
export function LoadFailedNotice(props: LoadFailedNoticeProps) {
  const { message, onRetry } = props;
  const retry = (className: string) => (
    <button type="button" className={className} onClick={onRetry}>
      Try again
    </button>
  );

  if (props.look === 'inline') {
    return (
      <p className="load-failed-inline" role="alert">
        {message} {retry('load-failed-inline__retry')}
      </p>
    );
  }
  if (props.look === 'plain') {
    return (
      <div className="load-failed-plain">
        <p role="alert">{message}</p>
        {retry('button button--ghost')}
      </div>
    );
  }
  if (props.title) {
    return (
      <div className="notice" role="alert">
        <h1>{props.title}</h1>
        <p>{message}</p>
        <p>
          {retry('button button--teal')}
          {props.otherActions && <> {props.otherActions}</>}
        </p>
      </div>
    );
  }
  return (
    <div className="notice">
      <p role="alert">{message}</p>
      {retry('button button--teal')}
    </div>
  );
}
