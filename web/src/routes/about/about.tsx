import { useQuery } from '@apollo/client/react';
import { FEW_SEATS_LEFT, tourDateStatusLabels } from '@india-tours/validation/availability';
import { Link } from 'react-router-dom';
import { GrievanceOfficer } from '@/features/contact/grievance-officer';
import { AboutPageDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import { contactLinks, paths } from '@/paths';
import './about.css';

/** Spec §9: the cancellation fee by whole days before the trip starts (the server's bands: api bookings/booking.rules.ts). */
const CANCELLATION_FEES = [
  { window: '45 days or more', fee: 'No fee for bookings made online (no deposit is taken online, so nothing is kept)' },
  { window: '44 to 30 days', fee: '30% of the tour price' },
  { window: '29 to 15 days', fee: '60% of the tour price' },
  { window: '14 days or less', fee: '100% of the tour price' },
] as const;

/** What each mark of a tour's calendar means (issue 36); the calendar's legend uses the same labels. */
const AVAILABILITY_BADGES = [
  { status: 'OPEN', meaning: `Bookable, with more than ${FEW_SEATS_LEFT} seats left: the number shown is how many.` },
  { status: 'FEW_LEFT', meaning: `Bookable, with ${FEW_SEATS_LEFT} seats left or fewer: the number shown is exactly how many.` },
  { status: 'SOLD_OUT', meaning: 'Every seat is taken. Seats may free up if someone cancels.' },
  { status: 'CLOSED', meaning: 'We do not run the tour that day.' },
  { status: 'TOO_SOON', meaning: 'Bookings for that day have closed (48 hours before it starts).' },
] as const;

export function AboutRoute() {
  const { data, error, refetch } = useQuery(AboutPageDocument);
  return (
    <div className="page about">
      <title>{`About us & booking policy · ${site.name}`}</title>
      <header className="page-header">
        <span className="eyebrow">About us</span>
        <h1>Travel India with people who live it</h1>
        <p>
          {site.name} is a small team of travel planners and local guides spread across the country. We have walked the
          ghats at dawn, bargained in the bazaars and waited out the monsoon in hill-station cafés, and we plan every
          tour the way we would travel ourselves: unhurried, well-paced and honest about prices.
        </p>
      </header>

      <div className="about__values">
        <article>
          <h2>Local guides</h2>
          <p>Every tour is led by guides from the region, who know the stories behind the stones.</p>
        </article>
        <article>
          <h2>Clear prices</h2>
          <p>Prices are per person, in rupees, with no hidden extras added at the end.</p>
        </article>
        <article>
          <h2>Help that answers</h2>
          <p>
            Call <a href={contactLinks.phone(site.phone)}>{site.phone}</a> or write to{' '}
            <a href={contactLinks.email(site.email)}>{site.email}</a>, {site.hours}.
          </p>
        </article>
      </div>

      <section className="policy" aria-labelledby="policy-title">
        <h2 id="policy-title">Booking and cancellation policy</h2>
        <p className="policy__intro">
          Please read this before you book. &ldquo;Departure&rdquo; means the start of your trip: 00:00 India time (IST)
          on your arrival date. Every notice period below counts to that moment, in whole days or hours.
        </p>

        <h3>Payment</h3>
        <ul>
          <li>
            A deposit secures a booking made with us by phone or email. The deposit is non-refundable. Online bookings
            take no deposit.
          </li>
          <li>
            Bookings made within 45 days of departure must be paid in full at the time of booking; otherwise the
            balance is due 45 days before departure.
          </li>
          <li>
            We cannot accept bookings made less than 48 hours before departure: the first day you can book online is the
            first whose 00:00 IST is at least 48 hours away.
          </li>
        </ul>

        <h3>Start dates and seats</h3>
        <p>
          Each tour runs on the dates its calendar shows, with a number of seats per date (one seat per traveller,
          adults and children alike). The calendar on each tour&apos;s page marks every date:
        </p>
        <dl className="policy__badges">
          {AVAILABILITY_BADGES.map(({ status, meaning }) => (
            <div key={status}>
              <dt>{tourDateStatusLabels[status]}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <p>
          The seats left are the live count, taken from our bookings the moment you look: we never show fewer seats than
          there are to hurry you, as India&apos;s guidelines on dark patterns (2023) require.
        </p>

        <h3>Changes to your booking</h3>
        <ul>
          <li>
            Changes (dates, travellers or places) need at least 10 days&apos; notice before departure, and depend on
            availability.
          </li>
        </ul>

        <h3>Cancellation by you</h3>
        <p>
          If you cancel, the following fee applies depending on how many whole days before departure we receive your
          notice. My-Bookings shows the fee that applies today and when it changes before you confirm.
        </p>
        <table className="policy__table">
          <caption className="visually-hidden">Cancellation fee by notice before departure</caption>
          <thead>
            <tr>
              <th scope="col">Notice before departure</th>
              <th scope="col">Cancellation fee</th>
            </tr>
          </thead>
          <tbody>
            {CANCELLATION_FEES.map((row) => (
              <tr key={row.window}>
                <th scope="row">{row.window}</th>
                <td>{row.fee}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul>
          <li>A deposit paid by phone or email is non-refundable in every case.</li>
          <li>If you do not show up on the day of departure (a no-show), no refund is given.</li>
          <li>
            Online, you can cancel a confirmed booking from <Link to={paths.myBookings.to()}>My-Bookings</Link> until
            24 hours before departure, that is until 00:00 IST on the day before your arrival date. Once your trip has
            started it can no longer be cancelled online.
          </li>
        </ul>

        <p className="policy__contact">
          Questions about a booking? <Link to={paths.contact.to()}>Contact us</Link> and we will reply within one
          working day.
        </p>
      </section>

      <div className="about__grievance">
        <GrievanceOfficer officer={data?.grievanceOfficer} hasFailed={Boolean(error) && !data} onRetry={() => void refetch()} />
      </div>
    </div>
  );
}
