import { describe, expect, it } from 'vitest';
import { tripPlanOperatorMail, tripPlanSummaryMail, type PlannedTrip } from './trip-plan.js';

const aPlan: PlannedTrip = {
  reference: 'TP-7KQ2M9XD',
  email: 'asha@example.in',
  stateNames: ['Rajasthan', 'Kerala'],
  placeTitles: ['Amber Fort', 'Munnar Tea Gardens'],
  coTravellers: ['Ravi Kumar'],
  arrivalDate: '2027-01-10',
  departureDate: '2027-01-14',
  route: 'Jaipur → Munnar Hills → Jaipur',
  days: 5,
  travellers: 2,
  pricePerPerson: 9000,
  totalPrice: 18000,
};

describe('the trip plan mails', () => {
  it('give the route and the estimated price of the chosen places', () => {
    const { text } = tripPlanSummaryMail(aPlan);
    expect(text).toContain('Jaipur → Munnar Hills → Jaipur');
    expect(text).toContain('₹18,000');
    expect(text).toContain("The price is an estimate from today's prices");
  });

  it('price nothing when no place was chosen: the operator suggests places', () => {
    const withoutPlaces = { ...aPlan, placeTitles: [], route: '', pricePerPerson: 0, totalPrice: 0 };
    for (const { text } of [tripPlanSummaryMail(withoutPlaces), tripPlanOperatorMail(withoutPlaces, 'ops@example.in')]) {
      expect(text).toContain('our team will suggest places and price them with you');
      expect(text).not.toContain('₹0');
      expect(text).not.toContain('estimate from today');
    }
  });
});
