import { formatRupees } from '@/lib/format';

/** An estimate as the form computes it (days unknown until both dates are set) or as the server stored it. */
export type EstimateFigures = {
  route: string;
  days: number | null;
  travellers: number;
  pricePerPerson: number;
  totalPrice: number;
};

const ESTIMATE_NOTE = 'This is an estimate from today’s prices, per place and per person. Our team confirms the final price with you.';
/** Places are optional (spec §5): without them there is no route and no price to show, only who will choose them. */
const NO_PLACES_TEXT = 'No places chosen: our team will suggest some.';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function travellersText(travellers: number): string {
  if (travellers <= 1) return '1 (just you)';
  return `${travellers} (you and ${plural(travellers - 1, 'co-traveller', 'co-travellers')})`;
}

/** A route is drawn through the chosen places (validation/trip-plans' `tripEstimate`): none means no place was chosen. */
const hasPlaces = (estimate: EstimateFigures) => estimate.route !== '';

/**
 * Route, days, travellers, price per person and total (validation/trip-plans' `tripEstimate`), and what the
 * price means; without places, who will choose them instead of a ₹0 price. The total is an `<output>`,
 * a polite live region: a change of places or party is read out with its price.
 */
export function TripEstimateFacts({ estimate }: { estimate: EstimateFigures }) {
  return (
    <>
      <dl className="trip-estimate__facts">
        <div className="trip-estimate__route">
          <dt>Route</dt>
          <dd>{hasPlaces(estimate) ? estimate.route : NO_PLACES_TEXT}</dd>
        </div>
        <div>
          <dt>Days</dt>
          <dd>{estimate.days === null ? 'Choose your dates.' : plural(estimate.days, 'day', 'days')}</dd>
        </div>
        <div>
          <dt>Travellers</dt>
          <dd>{travellersText(estimate.travellers)}</dd>
        </div>
        {hasPlaces(estimate) && <PriceFacts estimate={estimate} />}
      </dl>
      {hasPlaces(estimate) && <p className="trip-estimate__note">{ESTIMATE_NOTE}</p>}
    </>
  );
}

function PriceFacts({ estimate }: { estimate: EstimateFigures }) {
  return (
    <>
      <div>
        <dt>Price per person</dt>
        <dd>{formatRupees(estimate.pricePerPerson)}</dd>
      </div>
      <div className="trip-estimate__total">
        <dt>Total</dt>
        <dd>
          <output>{formatRupees(estimate.totalPrice)}</output>
        </dd>
      </div>
    </>
  );
}
