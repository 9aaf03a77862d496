import { Link } from 'react-router-dom';
import { site } from '@/lib/site';
import { contactLinks, paths } from '@/paths';
import './about.css';

/** Spec §9: the cancellation fee by days before departure. */
const CANCELLATION_FEES = [
  { window: '45 days or more', fee: 'Deposit only (non-refundable)' },
  { window: '44 to 30 days', fee: '30% of the tour price' },
  { window: '29 to 15 days', fee: '60% of the tour price' },
  { window: '14 days or less', fee: '100% of the tour price' },
] as const;

export function AboutRoute() {
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
          Please read this before you book. Days are counted to your departure date, in India time (IST).
        </p>

        <h3>Payment</h3>
        <ul>
          <li>A deposit secures your booking. The deposit is non-refundable.</li>
          <li>
            Bookings made within 45 days of departure must be paid in full at the time of booking; otherwise the
            balance is due 45 days before departure.
          </li>
          <li>We cannot accept bookings made less than 48 hours before departure.</li>
        </ul>

        <h3>Changes to your booking</h3>
        <ul>
          <li>
            Changes (dates, travellers or places) need at least 10 days&apos; notice before departure, and depend on
            availability.
          </li>
        </ul>

        <h3>Cancellation by you</h3>
        <p>If you cancel, the following fee applies depending on how long before departure we receive your notice:</p>
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
          <li>The deposit is non-refundable in every case.</li>
          <li>If you do not show up on the day of departure (a no-show), no refund is given.</li>
          <li>
            Online, you can cancel a confirmed booking from <Link to={paths.myBookings.to()}>My-Bookings</Link> until
            24 hours before departure.
          </li>
        </ul>

        <p className="policy__contact">
          Questions about a booking? <Link to={paths.contact.to()}>Contact us</Link> and we will reply within one
          working day.
        </p>
      </section>
    </div>
  );
}
