import { SignInNotice } from '@/components/login-required/sign-in-notice';
import { OWN_BOOKINGS_SIGN_IN_REASON, OwnBookings } from '@/features/bookings/own-bookings';
import { site } from '@/lib/site';
import { useSessionUser } from '@/session/use-session-user';

/** /my-bookings (spec §2): the user's bookings with Cancel; a visitor is asked to log in. */
export function MyBookingsRoute() {
  const user = useSessionUser();
  return (
    <div className="page">
      <title>{`My bookings · ${site.name}`}</title>
      <header className="page-header">
        <span className="eyebrow">Your trips</span>
        <h1>My bookings</h1>
        <p>
          Every tour you have booked, newest first. Each booking shows what cancelling would cost today, so you know
          before you decide.
        </p>
      </header>
      {user ? <OwnBookings /> : <SignInNotice reason={OWN_BOOKINGS_SIGN_IN_REASON} />}
    </div>
  );
}
