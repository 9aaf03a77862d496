import { useQuery } from '@apollo/client/react';
import { SignInNotice } from '@/components/login-required/sign-in-notice';
import { BookingListError, BookingListSkeleton } from '@/features/bookings/booking-list';
import { OWN_BOOKINGS_SIGN_IN_REASON, OwnBookings } from '@/features/bookings/own-bookings';
import { SessionUserDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import { useSessionUser } from '@/session/use-session-user';
import { AdminDesk } from './admin-desk';

/** /dashboard (spec §2): an admin sees every booking, a user their own, as on /my-bookings. */
export function DashboardRoute() {
  const user = useSessionUser();
  return (
    <div className="page">
      <title>{`Dashboard · ${site.name}`}</title>
      {user ? (
        <AccountDashboard />
      ) : (
        <>
          <OwnBookingsHeader />
          <SignInNotice reason={OWN_BOOKINGS_SIGN_IN_REASON} />
        </>
      )}
    </div>
  );
}

/**
 * The server's answer to "who am I", not the stored role, picks the desk: localStorage is the page's
 * to write (the server would refuse a user's `bookings` anyway, FORBIDDEN).
 */
function AccountDashboard() {
  const { data, error, refetch } = useQuery(SessionUserDocument);
  if (!data) {
    if (!error) return <BookingListSkeleton label="Loading your dashboard…" />;
    return (
      <>
        <OwnBookingsHeader />
        <BookingListError onRetry={() => void refetch()} />
      </>
    );
  }
  if (data.me?.role === 'ADMIN') return <AdminDesk />;
  return (
    <>
      <OwnBookingsHeader />
      <OwnBookings />
    </>
  );
}

function OwnBookingsHeader() {
  return (
    <header className="page-header">
      <span className="eyebrow">Dashboard</span>
      <h1>My bookings</h1>
      <p>Your bookings, newest first, with what cancelling would cost today.</p>
    </header>
  );
}
