import { registerEnumType } from 'type-graphql';

/** Where the operator is with a trip plan; it only moves forward (NEW → CONTACTED → CLOSED, or NEW → CLOSED). Stored as these words. */
export enum TripPlanStatus {
  NEW = 'NEW',
  CONTACTED = 'CONTACTED',
  CLOSED = 'CLOSED',
}

registerEnumType(TripPlanStatus, {
  name: 'TripPlanStatus',
  description: 'Where the operator is with a trip plan. It only moves forward: NEW → CONTACTED → CLOSED (NEW → CLOSED too).',
  valuesConfig: {
    NEW: { description: 'Just sent; nobody has contacted the traveller yet.' },
    CONTACTED: { description: 'The operator has contacted the traveller about it.' },
    CLOSED: { description: 'Done with: booked, declined or abandoned.' },
  },
});
