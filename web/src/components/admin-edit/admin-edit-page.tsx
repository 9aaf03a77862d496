import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TextSkeleton } from '@/components/skeleton';
import type { Role } from '@/gql/graphql';
import { site } from '@/lib/site';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { SignInNotice } from '@/components/login-required/sign-in-notice';
import { useSessionUser } from '@/session/use-session-user';
import '@/components/form/form.css';

/** Spec §8 has no words for these; they say what happened and what to do. */
export const adminEditNotices = {
  signIn: 'Please log in as an admin to edit tours.',
  notAdmin: 'Only admins can edit tours.',
} as const;

/** What an edit page shows instead of its form; `ready` comes with the item to edit. */
export type AdminEditState<Item> =
  | { status: 'loading' | 'signIn' | 'notAdmin' | 'notFound' | 'loadFailed' }
  | { status: 'ready'; item: Item };

type EditPageAnswer = { data?: { me: { role: Role } | null; node: unknown } | undefined; error?: unknown; loading: boolean };

/**
 * The server's answer decides, never the stored role: `me` says who may edit (a session that ended shows
 * as null), then the item asked for must be there (`item`: the node, when it is of the edited kind).
 */
export function adminEditState<Item>({ data, error, loading }: EditPageAnswer, item: Item | null): AdminEditState<Item> {
  if (!data) return { status: loading ? 'loading' : 'loadFailed' };
  if (!data.me) return { status: 'signIn' };
  if (data.me.role !== 'ADMIN') return { status: 'notAdmin' };
  if (item) return { status: 'ready', item };
  return { status: isNotFound(data, error) ? 'notFound' : 'loadFailed' };
}

/** An ID of something of another kind names nothing editable here either. */
function isNotFound(data: { node: unknown }, error: unknown): boolean {
  if (data.node) return true;
  return CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND');
}

/** What an edit page says before it knows what is edited, e.g. heading 'Edit place'. */
export type AdminEditPageText = { heading: string; lead: string };

/**
 * The page around an edit form. `itemTitle`: the current title of what is edited, once loaded, named
 * in the heading: the form's own fields may be empty (a special tour's derive their texts).
 */
export function AdminEditFrame({ heading, lead, itemTitle, children }: AdminEditPageText & { itemTitle?: string | undefined; children: ReactNode }) {
  const fullHeading = itemTitle ? `${heading}: ${itemTitle}` : heading;
  return (
    <div className="page">
      <title>{`${fullHeading} · ${site.name}`}</title>
      <header className="page-header">
        <span className="eyebrow">Admin</span>
        <h1>{fullHeading}</h1>
        <p>{lead}</p>
      </header>
      {children}
    </div>
  );
}

/** Only login is offered: an account created here could never edit tours. */
function AdminSignInNotice() {
  return <SignInNotice reason={adminEditNotices.signIn} offersSignUp={false} />;
}

/**
 * The admin's edit pages (/edit-tour, /edit-spicaltour). A visitor, by a link or a reload, is asked to
 * log in and comes back here; `children` (in an AdminEditFrame of their own, once they know the item)
 * show the form once the server has said who is asking. Keyed by account, so a login or logout here asks again.
 */
export function AdminEditPage({ text, children }: { text: AdminEditPageText; children: ReactNode }) {
  const account = useSessionUser();
  if (account) return <Fragment key={account.email}>{children}</Fragment>;
  return (
    <AdminEditFrame {...text}>
      <AdminSignInNotice />
    </AdminEditFrame>
  );
}

type AdminEditNoticeProps = {
  status: Exclude<AdminEditState<unknown>['status'], 'ready'>;
  /** E.g. 'No place has this ID.' */
  notFound: string;
  /** E.g. 'We could not load this place right now. …' */
  loadFailed: string;
  /** Where the public list of what is edited here is, e.g. all destinations. */
  back: { to: string; label: string };
  onRetry: () => void;
};

/** Whatever an edit page shows instead of its form: never a form for someone who may not use it. */
export function AdminEditNotice({ status, notFound, loadFailed, back, onRetry }: AdminEditNoticeProps) {
  if (status === 'loading') {
    return (
      <div className="form-card form-card--wide" role="status">
        <span className="visually-hidden">Loading…</span>
        <TextSkeleton lines={8} />
      </div>
    );
  }
  if (status === 'signIn') return <AdminSignInNotice />;
  if (status === 'loadFailed') return <LoadFailedNotice message={loadFailed} onRetry={onRetry} />;
  return (
    <div className="notice">
      <p>{status === 'notAdmin' ? adminEditNotices.notAdmin : notFound}</p>
      <p>
        <Link to={back.to} className="button button--teal">
          {back.label}
        </Link>
      </p>
    </div>
  );
}
