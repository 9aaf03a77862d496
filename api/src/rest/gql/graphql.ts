/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Why an account mutation did not do what was asked. */
export type AccountErrorCode =
  /** The password is among the 10,000 most common ones. */
  | 'COMMON_PASSWORD'
  /** An account already uses this email (compared case-insensitively). */
  | 'EMAIL_TAKEN'
  /** No account has this email and password; the same answer whichever was wrong. */
  | 'INVALID_CREDENTIALS'
  /** The email is not a valid address. */
  | 'INVALID_EMAIL'
  /** The name has characters other than letters and spaces. */
  | 'INVALID_NAME'
  /** The password is shorter than 6 or longer than 128 characters. */
  | 'INVALID_PASSWORD'
  /** The phone is not 10 digits starting with 6-9. */
  | 'INVALID_PHONE'
  /** The reset link is unknown, used or older than 30 minutes. */
  | 'INVALID_RESET_TOKEN'
  /** No reset token was given. */
  | 'MISSING_TOKEN'
  /** The password and its confirmation differ. */
  | 'PASSWORDS_DO_NOT_MATCH';

/** A booking of a tour (spec §5: every field required but the comment). There is no email field: the booking carries the signed-in account's email. */
export type BookInput = {
  /** Number of adults: 1 to 20. */
  readonly adults: number;
  /** First day of the trip, YYYY-MM-DD: not before today in India (IST), at most 730 days ahead. */
  readonly arrivalDate: string;
  /** Number of children: 0 to 20. */
  readonly children: number;
  /** Anything the traveller wants to add: at most 2000 characters. */
  readonly comment?: string | null | undefined;
  /** A country of `countries`: its code (e.g. "IN") or English name. */
  readonly country: string;
  /** Last day of the trip, YYYY-MM-DD: not before the arrival, at most 90 days after it. */
  readonly departureDate: string;
  /** One key per filled form (a UUID, say; 8 to 100 letters, digits, `-`, `_`, `.` or `:`), so a repeated submit books once: the same key with the same input answers the first booking and creates nothing; with a different input it is refused (IDEMPOTENCY_KEY_REUSED). Kept with the booking, per account. */
  readonly idempotencyKey?: string | null | undefined;
  /** Name of the traveller: letters and spaces, at most 100 characters. */
  readonly name: string;
  /** Contact phone: exactly 10 digits. */
  readonly phone: string;
  /** The `Tour` to book: its ID (`Tour.id`), a `State.id` for that state's tour, or a legacy number (999 the Golden Triangle, another a state's `_id`). */
  readonly tourId: string | number;
};

/** Why a booking mutation did not do what was asked. */
export type BookingErrorCode =
  /** The booking is already cancelled; a cancellation is final (spec §4). */
  | 'ALREADY_CANCELLED'
  /** The trip would start (00:00 IST of the arrival date) less than 48 hours from now: bookings close then (policy on /about). */
  | 'ARRIVAL_TOO_SOON'
  /** The booking changed since the quote (`expectedVersion`) was made: nothing was changed; quote again. */
  | 'CHANGED_SINCE_QUOTE'
  /** The comment has more than 2000 characters. */
  | 'COMMENT_TOO_LONG'
  /** The operator does not run the tour on the arrival date. */
  | 'DATE_CLOSED'
  /** The date is before today in India (IST). */
  | 'DATE_IN_PAST'
  /** The arrival is more than 730 days after today (IST). */
  | 'DATE_TOO_FAR'
  /** The departure date is before the arrival date. */
  | 'DEPARTURE_BEFORE_ARRIVAL'
  /** The fee band has changed since `expectedFeePercent` was shown: nothing was cancelled; show the new quote and ask again. */
  | 'FEE_CHANGED'
  /** This idempotency key already booked with a different input; send a new key for a new booking. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** Adults is not a whole number from 1 to 20. */
  | 'INVALID_ADULTS'
  /** Children is not a whole number from 0 to 20. */
  | 'INVALID_CHILDREN'
  /** The country is not one of `countries` (by code or English name). */
  | 'INVALID_COUNTRY'
  /** The date is missing or not a real date written YYYY-MM-DD. */
  | 'INVALID_DATE'
  /** The idempotency key is not 8 to 100 letters, digits, `-`, `_`, `.` or `:`. */
  | 'INVALID_IDEMPOTENCY_KEY'
  /** The name is empty, longer than 100 characters, or has characters other than letters and spaces. */
  | 'INVALID_NAME'
  /** The phone is not exactly 10 digits. */
  | 'INVALID_PHONE'
  /** The change asks for the dates and travellers already booked. */
  | 'NOTHING_CHANGED'
  /** The booking is cancelled: only a confirmed booking can be changed. */
  | 'NOT_CHANGEABLE'
  /** The arrival date has seats left, but fewer than the party (adults + children); the message says how many. */
  | 'NOT_ENOUGH_SEATS'
  /** Every seat of the tour on the arrival date is taken (or held for a waitlist offer): see `Tour.availability`. */
  | 'SOLD_OUT'
  /** The trip starts (00:00 IST of the arrival date) less than 24 hours from now (spec §9). */
  | 'TOO_LATE_TO_CANCEL'
  /** The trip starts (00:00 IST of the arrival date) less than 10 days from now: changes need 10 days notice (spec §9). */
  | 'TOO_LATE_TO_CHANGE'
  /** The total for the party is beyond what can be booked online (more than ₹2,147,483,647). */
  | 'TOTAL_TOO_LARGE'
  /** No tour has the given `tourId`. */
  | 'TOUR_NOT_FOUND'
  /** The tour has no places to visit yet, so it cannot be booked. */
  | 'TOUR_UNAVAILABLE'
  /** The departure is more than 90 days after the arrival. */
  | 'TRIP_TOO_LONG';

/** Which bookings to list. */
export type BookingFilter = {
  /** Only the booking with this reference (any letter case, "IT-" optional), e.g. "IT-7KQ2M9XD". */
  readonly reference?: string | null | undefined;
  /** Only bookings of tours visiting this state, by name as booked (any letter case), e.g. "Kerala". */
  readonly state?: string | null | undefined;
};

/** Where a booking is in its life (spec §4). */
export type BookingStatus =
  /** Cancelled by the traveller; final. */
  | 'CANCELLED'
  /** Booked; may be cancelled until 24 hours before the trip starts (00:00 IST of the arrival date). */
  | 'CONFIRMED';

/** The booking to cancel. */
export type CancelBookingInput = {
  /** Global ID of one of the caller's own bookings (`Booking.id`). */
  readonly bookingId: string | number;
  /** The fee percent the traveller was shown (`cancellationQuote.feePercent`). When given and the band has changed since, nothing is cancelled and FEE_CHANGED comes back with the new fee: nobody is charged a fee they did not see. */
  readonly expectedFeePercent?: number | null | undefined;
};

/** Why a catalogue edit was refused. */
export type CatalogueErrorCode =
  /** The image is neither a path on this site (`/…`) nor an absolute https URL. */
  | 'INVALID_IMAGE'
  /** The price is not a whole number of rupees from 1 to 10,00,000. */
  | 'INVALID_PRICE'
  /** The field is empty or only spaces (spec §5: every field of the edit is required). */
  | 'REQUIRED'
  /** The field has more characters than it can hold; the message says how many it may have. */
  | 'TOO_LONG';

/** Why a contact message was refused. */
export type ContactErrorCode =
  /** The email is not a plain, valid address (a dotted domain; no name, comment, quotes or brackets around it). */
  | 'INVALID_EMAIL'
  /** The name has characters other than letters and spaces, or more than 100 characters. */
  | 'INVALID_NAME'
  /** The phone is not exactly 10 digits. */
  | 'INVALID_PHONE'
  /** The field is empty or only spaces (spec §5: every field of the contact form is required). */
  | 'REQUIRED'
  /** The message has more than 5000 characters. */
  | 'TOO_LONG';

/** Which contact messages to list. */
export type ContactMessageFilter = {
  /** True: only messages marked handled; false: only those still to handle; omitted: all. */
  readonly handled?: boolean | null | undefined;
};

/** The trip planner (spec §3, §5 "Customize"): 1 to 10 states, at most 30 places and only from those states, no state or place twice, arrival from today (IST) to 730 days ahead, departure not before arrival and at most 90 days after it, an email. */
export type CreateTripPlanInput = {
  /** First day of the trip, YYYY-MM-DD: from today in India (IST) to 730 days ahead. A malformed date is INVALID_DATE in `errors`. */
  readonly arrivalDate: string;
  /** Names of the people travelling with the planner: a blank one is ignored (spec §5); at most 19, each at most 100 characters. */
  readonly coTravellers?: ReadonlyArray<string>;
  /** Last day of the trip, YYYY-MM-DD: not before the arrival date (nor today), at most 90 days after it. */
  readonly departureDate: string;
  /** Where the operator replies and the summary is mailed. Required for a visitor; when signed in, the account's email when omitted or blank. */
  readonly email?: string | null | undefined;
  /** Global IDs of the chosen places (`Place.id`), each in one of the chosen states, in order. Give places by ID or by title (or both), at most 30 in all. */
  readonly placeIds?: ReadonlyArray<string | number>;
  /** Titles of the chosen places, any letter case (the legacy REST call names them); a title is matched among the places of the chosen states first. Blank titles are ignored. */
  readonly placeTitles?: ReadonlyArray<string>;
  /** Global IDs of the chosen states (`State.id`), in order. Give the states by ID or by name (or both: they are added together), at most 10 in all. */
  readonly stateIds?: ReadonlyArray<string | number>;
  /** Names of the chosen states, any letter case (the legacy REST call names them). Give the states by ID or by name (or both: they are added together), at most 10 in all. Blank names are ignored. */
  readonly stateNames?: ReadonlyArray<string>;
};

/** Credentials to sign in with. */
export type LogInInput = {
  /** The account email (any letter case). */
  readonly email: string;
  /** The password. */
  readonly password: string;
};

/** Where a mail is on its way out. */
export type MailDeliveryStatus =
  /** Every delivery attempt failed; it will not be sent. */
  | 'FAILED'
  /** No mail server is configured: the mail was printed to the server log instead of sent. */
  | 'LOGGED'
  /** Queued, or waiting to be retried after the mail server refused it. */
  | 'PENDING'
  /** Accepted by the mail server. */
  | 'SENT';

/** The contact message to mark handled. */
export type MarkContactMessageHandledInput = {
  /** Global ID of the message (`ContactMessage.id`). */
  readonly id: string | number;
};

/** Why a mail could not be sent again. */
export type OutboxErrorCode =
  /** The mail is not FAILED (it is on its way, sent, or logged): there is nothing to retry. */
  | 'NOT_FAILED';

/** Which mails `mailOutbox` lists. */
export type OutboxFilter = {
  /** Only mails in this status (e.g. FAILED, to retry them); every mail when omitted. */
  readonly status?: MailDeliveryStatus | null | undefined;
};

/** A review from the feedback form (spec §5): first name, tour or place, and comment are required. */
export type PostReviewInput = {
  /** What the traveller wants to say: 1 to 2000 characters. */
  readonly comment: string;
  /** Reviewer's email; seen only by admins. Ignored when signed in: the account's email is used, which lets its owner edit and delete the review. */
  readonly email?: string | null | undefined;
  /** Reviewer's first name: 1 to 100 characters. */
  readonly firstName: string;
  /** Rating of the guide, 1 to 5 (default 5). */
  readonly guideRating?: number;
  /** Reviewer's last name: at most 100 characters. */
  readonly lastName?: string | null | undefined;
  /** Overall rating, 1 to 5 (default 5). */
  readonly overallRating?: number;
  /** Reviewer's phone, exactly 10 digits; seen only by admins. */
  readonly phone?: string | null | undefined;
  /** Global ID of the catalogue place reviewed; its title becomes `tourPlace`. UNKNOWN_PLACE when it names no place. */
  readonly placeId?: string | number | null | undefined;
  /** Rating of the tour, 1 to 5 (default 5). */
  readonly rating?: number;
  /** The tour or place reviewed as text, 1 to 200 characters: required without `placeId`, ignored with it. A text that is the title of exactly one place links the review to it. */
  readonly tourPlace?: string | null | undefined;
  /** The reviewer's picture: a path on this site (starting with /); another site's address is refused (INVALID_IMAGE), as every visitor's browser would call it. */
  readonly userImage?: string | null | undefined;
};

/** A new account. The role is never taken from input: every sign-up is a USER. */
export type RegisterInput = {
  /** Unique, compared case-insensitively. */
  readonly email: string;
  /** Letters and spaces only. */
  readonly name: string;
  /** 6 to 128 characters, not one of the most common passwords. */
  readonly password: string;
  /** When given, must equal `password`. */
  readonly passwordConfirmation?: string | null | undefined;
  /** Mobile number: 10 digits, the first 6-9. */
  readonly phone: string;
};

/** Where to send a password reset link. */
export type RequestPasswordResetInput = {
  /** The account email (any letter case). */
  readonly email: string;
};

/** A new password, with the token from the reset link. */
export type ResetPasswordInput = {
  /** 6 to 128 characters, not one of the most common passwords. */
  readonly newPassword: string;
  /** The `token` query parameter of the reset link. */
  readonly token: string;
};

/** A failed mail to send again. */
export type RetryMailInput = {
  /** Global ID of a FAILED mail (`OutboxMail.id`). */
  readonly mailId: string | number;
};

/** Why a review, or an edit of one, was refused. */
export type ReviewErrorCode =
  /** The email is not a valid address. */
  | 'INVALID_EMAIL'
  /** The picture is neither a path on this site (`/…`) nor an absolute https URL. */
  | 'INVALID_IMAGE'
  /** The phone is not exactly 10 digits. */
  | 'INVALID_PHONE'
  /** A rating is not a whole number from 1 to 5. */
  | 'INVALID_RATING'
  /** The field is empty or only spaces (spec §5: first name, tour or place, and comment are required). */
  | 'REQUIRED'
  /** The field has more characters than it can hold; the message says how many it may have. */
  | 'TOO_LONG'
  /** `placeId` names no place of the catalogue. */
  | 'UNKNOWN_PLACE';

/** What an account may do. */
export type Role =
  /** An operator: edits tours, sees every booking and moderates reviews. */
  | 'ADMIN'
  /** A registered traveller: books tours and manages their own bookings and reviews. */
  | 'USER';

/** A message from the contact form (spec §5): every field is required. */
export type SendContactMessageInput = {
  /** Sender's email: the acknowledgement with the ticket number is sent there. */
  readonly email: string;
  /** What the sender wants to say: 1 to 5000 characters. */
  readonly message: string;
  /** Sender's name: letters and spaces, at most 100 characters. */
  readonly name: string;
  /** Sender's phone: exactly 10 digits (the legacy REST API calls it `contact`). */
  readonly phone: string;
};

/** Whether a tour can start on a date, as travellers are told it (from the live count of seats). */
export type TourDateStatus =
  /** The operator does not run the tour that day. */
  | 'CLOSED'
  /** Bookable, with 1 to 5 seats left (the true count: never lowered to hurry anyone). */
  | 'FEW_LEFT'
  /** Bookable, with more than 5 seats left. */
  | 'OPEN'
  /** Every seat is taken or held for a waitlist offer. */
  | 'SOLD_OUT'
  /** Bookings for the date have closed: it starts (00:00 IST) less than 48 hours from now, or has passed. */
  | 'TOO_SOON';

/** Why a trip plan mutation did not do what was asked. */
export type TripPlanErrorCode =
  /** The date is before today in India (IST). */
  | 'DATE_IN_PAST'
  /** The arrival is more than 730 days after today (IST). */
  | 'DATE_TOO_FAR'
  /** The departure date is before the arrival date. */
  | 'DEPARTURE_BEFORE_ARRIVAL'
  /** A state or a place is chosen twice, by ID or by name (spec §5). Places are told apart by ID: two places of one title in different states are two places. */
  | 'DUPLICATE'
  /** The date is missing or not a real date written YYYY-MM-DD. */
  | 'INVALID_DATE'
  /** The email is not a plain, valid address (a dotted domain; no name, comment, quotes or brackets around it). */
  | 'INVALID_EMAIL'
  /** A place is not in any of the chosen states (spec §5: places only from the chosen states). */
  | 'PLACE_NOT_IN_STATES'
  /** No state was chosen (spec §5: at least one), or no email was given by a visitor. */
  | 'REQUIRED'
  /** The new status is not after the current one (NEW → CONTACTED → CLOSED): a plan never moves back, nor to its own status. */
  | 'STATUS_NOT_FORWARD'
  /** A co-traveller's name has more than 100 characters. */
  | 'TOO_LONG'
  /** More than 10 states, 30 places or 19 co-travellers are chosen. */
  | 'TOO_MANY'
  /** The estimated total is beyond what can be planned online (more than ₹2,147,483,647). */
  | 'TOTAL_TOO_LARGE'
  /** The departure is more than 90 days after the arrival. */
  | 'TRIP_TOO_LONG'
  /** A place ID or title names no place of the catalogue. */
  | 'UNKNOWN_PLACE'
  /** A state ID or name names no state of the catalogue. */
  | 'UNKNOWN_STATE';

/** Which trip plans a list holds. */
export type TripPlanFilter = {
  /** Only plans with this status; every status when omitted. */
  readonly status?: TripPlanStatus | null | undefined;
};

/** Where the operator is with a trip plan. It only moves forward: NEW → CONTACTED → CLOSED (NEW → CLOSED too). */
export type TripPlanStatus =
  /** Done with: booked, declined or abandoned. */
  | 'CLOSED'
  /** The operator has contacted the traveller about it. */
  | 'CONTACTED'
  /** Just sent; nobody has contacted the traveller yet. */
  | 'NEW';

/** An admin's edit of a place (spec §5: all five fields required). Its slug, destination and display order stay as they are, so links keep working. */
export type UpdatePlaceInput = {
  /** Nearest city or town: 1 to 200 characters. */
  readonly city: string;
  /** A few sentences about the place: 1 to 5000 characters. */
  readonly description: string;
  /** Global ID of the place. */
  readonly id: string | number;
  /** Image URL: a path on this site (starting with `/`, not `//`) or an absolute https URL; at most 2000 characters. */
  readonly image: string;
  /** Price of the guided tour per person, in whole Indian rupees: 1 to 1000000 (₹10,00,000). */
  readonly price: number;
  /** Name of the place: 1 to 200 characters (spaces around it are dropped). */
  readonly title: string;
};

/** The owner's edit of a review (spec §5): tour or place and comment are required; rating 1 to 5. */
export type UpdateReviewInput = {
  /** The new text: 1 to 2000 characters. */
  readonly comment: string;
  /** Global ID of the review. */
  readonly id: string | number;
  /** Global ID of the catalogue place reviewed (as in `PostReviewInput`). */
  readonly placeId?: string | number | null | undefined;
  /** Rating of the tour, 1 to 5. */
  readonly rating: number;
  /** The tour or place as text (as in `PostReviewInput`): required without `placeId`, ignored with it. */
  readonly tourPlace?: string | null | undefined;
};

/** An admin's edit of a state's special tour: four fields, each shown instead of the value derived from the state's places (the places themselves are unchanged). A field left out is kept; an empty one returns to the derived value (`Tour.derived`). */
export type UpdateTourInput = {
  /** What the tour visits, e.g. "Hawa Mahal, Amber Fort": at most 4000 characters; empty for the places' titles, comma-joined. Omitted or null: kept as it is. */
  readonly attractions?: string | null | undefined;
  /** Global ID of the tour (`Tour.id`). */
  readonly id: string | number;
  /** Image URL: a path on this site (starting with `/`, not `//`) or an absolute https URL; at most 2000 characters; empty for the first place's image. Omitted or null: kept as it is. */
  readonly image?: string | null | undefined;
  /** The route as travellers read it, e.g. "Jaipur → Udaipur → Jaipur": at most 1000 characters; empty for the places' destinations joined with arrows. Omitted or null: kept as it is. */
  readonly route?: string | null | undefined;
  /** Title of the tour card, e.g. "Golden Triangle of Rajasthan": at most 200 characters; empty for '{state} Tour'. Omitted or null: kept as it is. */
  readonly title?: string | null | undefined;
};

/** An admin's move of a trip plan to a later status. */
export type UpdateTripPlanStatusInput = {
  /** Global ID of the trip plan. */
  readonly id: string | number;
  /** The new status: later than the current one (NEW → CONTACTED → CLOSED; NEW → CLOSED too). */
  readonly status: TripPlanStatus;
};

export type LegacyUserFragment = { readonly databaseId: number, readonly id: string, readonly name: string, readonly email: string, readonly phone: string | null, readonly role: Role };

export type LegacyLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type LegacyLogInMutation = { readonly logIn: { readonly token: string | null, readonly user: { readonly databaseId: number, readonly id: string, readonly name: string, readonly email: string, readonly phone: string | null, readonly role: Role } | null, readonly errors: ReadonlyArray<{ readonly code: AccountErrorCode, readonly message: string }> } };

export type LegacyRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type LegacyRegisterMutation = { readonly register: { readonly user: { readonly databaseId: number, readonly id: string, readonly name: string, readonly email: string, readonly phone: string | null, readonly role: Role } | null, readonly errors: ReadonlyArray<{ readonly code: AccountErrorCode, readonly message: string }> } };

export type LegacyLogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LegacyLogOutMutation = { readonly logOut: { readonly loggedOut: boolean } };

export type LegacyRequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type LegacyRequestPasswordResetMutation = { readonly requestPasswordReset: { readonly message: string | null, readonly errors: ReadonlyArray<{ readonly code: AccountErrorCode, readonly message: string }> } };

export type LegacyResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type LegacyResetPasswordMutation = { readonly resetPassword: { readonly message: string | null, readonly errors: ReadonlyArray<{ readonly code: AccountErrorCode, readonly message: string }> } };

export type LegacyTourAvailabilityQueryVariables = Exact<{
  id: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type LegacyTourAvailabilityQuery = { readonly tour: { readonly id: string, readonly title: string, readonly availability: ReadonlyArray<{ readonly date: string, readonly status: TourDateStatus, readonly seatsLeft: number }> } | null };

export type LegacyDepartureManifestQueryVariables = Exact<{
  id: string | number;
  date: string;
}>;


export type LegacyDepartureManifestQuery = { readonly tour: { readonly title: string, readonly calendar: { readonly manifest: { readonly bookings: ReadonlyArray<{ readonly reference: string, readonly name: string, readonly phone: string, readonly email: string, readonly adults: number, readonly children: number, readonly country: string, readonly comment: string | null }> } } | null } | null };

export type LegacyBookingsExportPageQueryVariables = Exact<{
  filter?: BookingFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type LegacyBookingsExportPageQuery = { readonly bookings: { readonly nodes: ReadonlyArray<{ readonly reference: string, readonly status: BookingStatus, readonly tourTitle: string, readonly tourState: string, readonly arrivalDate: string, readonly departureDate: string, readonly adults: number, readonly children: number, readonly pricePerPerson: number, readonly totalPrice: number, readonly name: string, readonly email: string, readonly phone: string, readonly country: string, readonly createdAt: string, readonly cancelledAt: string | null, readonly cancellationFee: number | null, readonly refund: number | null }>, readonly pageInfo: { readonly hasNextPage: boolean, readonly endCursor: string | null } } };

export type LegacyBookingFragment = { readonly databaseId: number, readonly id: string, readonly reference: string, readonly name: string, readonly email: string, readonly phone: string, readonly adults: number, readonly children: number, readonly country: string, readonly arrivalDate: string, readonly departureDate: string, readonly comment: string | null, readonly tourTitle: string, readonly tourRoute: string, readonly tourState: string, readonly tourImage: string, readonly tourPlaces: ReadonlyArray<string>, readonly pricePerPerson: number, readonly totalPrice: number, readonly status: BookingStatus, readonly isCancellable: boolean, readonly createdAt: string, readonly cancellationFeePercent: number | null, readonly cancellationFee: number | null, readonly refund: number | null, readonly cancellationQuote: { readonly isCancellable: boolean, readonly feePercent: number | null, readonly fee: number | null, readonly refund: number | null, readonly currentBandEndsAt: string | null, readonly nextFeePercent: number | null, readonly cancellableUntil: string, readonly summary: string } | null };

export type LegacyBookMutationVariables = Exact<{
  input: BookInput;
}>;


export type LegacyBookMutation = { readonly book: { readonly confirmationMailQueued: boolean, readonly booking: { readonly databaseId: number, readonly id: string, readonly reference: string, readonly name: string, readonly email: string, readonly phone: string, readonly adults: number, readonly children: number, readonly country: string, readonly arrivalDate: string, readonly departureDate: string, readonly comment: string | null, readonly tourTitle: string, readonly tourRoute: string, readonly tourState: string, readonly tourImage: string, readonly tourPlaces: ReadonlyArray<string>, readonly pricePerPerson: number, readonly totalPrice: number, readonly status: BookingStatus, readonly isCancellable: boolean, readonly createdAt: string, readonly cancellationFeePercent: number | null, readonly cancellationFee: number | null, readonly refund: number | null, readonly cancellationQuote: { readonly isCancellable: boolean, readonly feePercent: number | null, readonly fee: number | null, readonly refund: number | null, readonly currentBandEndsAt: string | null, readonly nextFeePercent: number | null, readonly cancellableUntil: string, readonly summary: string } | null } | null, readonly errors: ReadonlyArray<{ readonly code: BookingErrorCode, readonly message: string }> } };

export type LegacyAllBookingsQueryVariables = Exact<{
  filter?: BookingFilter | null | undefined;
}>;


export type LegacyAllBookingsQuery = { readonly bookings: { readonly nodes: ReadonlyArray<{ readonly databaseId: number, readonly id: string, readonly reference: string, readonly name: string, readonly email: string, readonly phone: string, readonly adults: number, readonly children: number, readonly country: string, readonly arrivalDate: string, readonly departureDate: string, readonly comment: string | null, readonly tourTitle: string, readonly tourRoute: string, readonly tourState: string, readonly tourImage: string, readonly tourPlaces: ReadonlyArray<string>, readonly pricePerPerson: number, readonly totalPrice: number, readonly status: BookingStatus, readonly isCancellable: boolean, readonly createdAt: string, readonly cancellationFeePercent: number | null, readonly cancellationFee: number | null, readonly refund: number | null, readonly cancellationQuote: { readonly isCancellable: boolean, readonly feePercent: number | null, readonly fee: number | null, readonly refund: number | null, readonly currentBandEndsAt: string | null, readonly nextFeePercent: number | null, readonly cancellableUntil: string, readonly summary: string } | null }> } };

export type LegacyMyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyMyBookingsQuery = { readonly myBookings: { readonly nodes: ReadonlyArray<{ readonly databaseId: number, readonly id: string, readonly reference: string, readonly name: string, readonly email: string, readonly phone: string, readonly adults: number, readonly children: number, readonly country: string, readonly arrivalDate: string, readonly departureDate: string, readonly comment: string | null, readonly tourTitle: string, readonly tourRoute: string, readonly tourState: string, readonly tourImage: string, readonly tourPlaces: ReadonlyArray<string>, readonly pricePerPerson: number, readonly totalPrice: number, readonly status: BookingStatus, readonly isCancellable: boolean, readonly createdAt: string, readonly cancellationFeePercent: number | null, readonly cancellationFee: number | null, readonly refund: number | null, readonly cancellationQuote: { readonly isCancellable: boolean, readonly feePercent: number | null, readonly fee: number | null, readonly refund: number | null, readonly currentBandEndsAt: string | null, readonly nextFeePercent: number | null, readonly cancellableUntil: string, readonly summary: string } | null }> } };

export type LegacyCancelBookingMutationVariables = Exact<{
  input: CancelBookingInput;
}>;


export type LegacyCancelBookingMutation = { readonly cancelBooking: { readonly booking: { readonly id: string } | null, readonly errors: ReadonlyArray<{ readonly code: BookingErrorCode, readonly message: string }> } };

export type LegacyPlaceFragment = { readonly databaseId: number, readonly id: string, readonly title: string, readonly description: string, readonly destination: string, readonly city: string, readonly price: number, readonly image: string };

export type LegacyGetStateQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyGetStateQuery = { readonly states: { readonly nodes: ReadonlyArray<{ readonly databaseId: number, readonly id: string, readonly name: string, readonly places: ReadonlyArray<{ readonly databaseId: number, readonly id: string, readonly title: string, readonly description: string, readonly destination: string, readonly city: string, readonly price: number, readonly image: string }> }> } };

export type LegacyUpdatePlaceMutationVariables = Exact<{
  input: UpdatePlaceInput;
}>;


export type LegacyUpdatePlaceMutation = { readonly updated: { readonly place: { readonly databaseId: number, readonly id: string, readonly title: string, readonly description: string, readonly destination: string, readonly city: string, readonly price: number, readonly image: string } | null, readonly errors: ReadonlyArray<{ readonly code: CatalogueErrorCode, readonly message: string }> } };

export type LegacyUpdateTourMutationVariables = Exact<{
  input: UpdateTourInput;
}>;


export type LegacyUpdateTourMutation = { readonly updated: { readonly tour: { readonly id: string, readonly title: string, readonly name: string, readonly image: string, readonly route: string, readonly attractions: string, readonly state: { readonly databaseId: number } | null, readonly places: ReadonlyArray<{ readonly databaseId: number, readonly id: string, readonly title: string, readonly description: string, readonly destination: string, readonly city: string, readonly price: number, readonly image: string }> } | null, readonly errors: ReadonlyArray<{ readonly code: CatalogueErrorCode, readonly message: string }> } };

export type LegacyContactMessageFragment = { readonly databaseId: number, readonly id: string, readonly ticketNumber: string, readonly name: string, readonly email: string, readonly phone: string, readonly message: string, readonly receivedAt: string, readonly handledAt: string | null, readonly operatorMailStatus: MailDeliveryStatus | null, readonly acknowledgementMailStatus: MailDeliveryStatus | null };

export type LegacySendContactMessageMutationVariables = Exact<{
  input: SendContactMessageInput;
}>;


export type LegacySendContactMessageMutation = { readonly sendContactMessage: { readonly ticket: { readonly number: string, readonly receivedAt: string, readonly operatorMailStatus: MailDeliveryStatus | null } | null, readonly errors: ReadonlyArray<{ readonly code: ContactErrorCode, readonly message: string }> } };

export type LegacyContactMessagesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: ContactMessageFilter | null | undefined;
}>;


export type LegacyContactMessagesQuery = { readonly contactMessages: { readonly totalCount: number, readonly nodes: ReadonlyArray<{ readonly databaseId: number, readonly id: string, readonly ticketNumber: string, readonly name: string, readonly email: string, readonly phone: string, readonly message: string, readonly receivedAt: string, readonly handledAt: string | null, readonly operatorMailStatus: MailDeliveryStatus | null, readonly acknowledgementMailStatus: MailDeliveryStatus | null }>, readonly pageInfo: { readonly hasNextPage: boolean, readonly endCursor: string | null } } };

export type LegacyMarkContactMessageHandledMutationVariables = Exact<{
  input: MarkContactMessageHandledInput;
}>;


export type LegacyMarkContactMessageHandledMutation = { readonly markContactMessageHandled: { readonly contactMessage: { readonly databaseId: number, readonly id: string, readonly ticketNumber: string, readonly name: string, readonly email: string, readonly phone: string, readonly message: string, readonly receivedAt: string, readonly handledAt: string | null, readonly operatorMailStatus: MailDeliveryStatus | null, readonly acknowledgementMailStatus: MailDeliveryStatus | null } | null, readonly errors: ReadonlyArray<{ readonly code: ContactErrorCode, readonly message: string }> } };

export type LegacyOutboxMailFragment = { readonly databaseId: number, readonly id: string, readonly recipient: string, readonly subject: string, readonly status: MailDeliveryStatus, readonly attempts: number, readonly lastError: string | null, readonly queuedAt: string, readonly finishedAt: string | null, readonly nextAttemptAt: string | null };

export type LegacyMailOutboxQueryVariables = Exact<{
  filter?: OutboxFilter | null | undefined;
}>;


export type LegacyMailOutboxQuery = { readonly mailOutbox: { readonly nodes: ReadonlyArray<{ readonly databaseId: number, readonly id: string, readonly recipient: string, readonly subject: string, readonly status: MailDeliveryStatus, readonly attempts: number, readonly lastError: string | null, readonly queuedAt: string, readonly finishedAt: string | null, readonly nextAttemptAt: string | null }> } };

export type LegacyRetryMailMutationVariables = Exact<{
  input: RetryMailInput;
}>;


export type LegacyRetryMailMutation = { readonly retryMail: { readonly mail: { readonly databaseId: number, readonly id: string, readonly recipient: string, readonly subject: string, readonly status: MailDeliveryStatus, readonly attempts: number, readonly lastError: string | null, readonly queuedAt: string, readonly finishedAt: string | null, readonly nextAttemptAt: string | null } | null, readonly errors: ReadonlyArray<{ readonly code: OutboxErrorCode, readonly message: string }> } };

export type LegacyReviewFragment = { readonly databaseId: number, readonly id: string, readonly firstName: string, readonly lastName: string | null, readonly email: string | null, readonly phone: string | null, readonly tourPlace: string, readonly guideRating: number, readonly overallRating: number, readonly rating: number, readonly comment: string, readonly createdAt: string | null, readonly userImage: string | null, readonly verified: boolean, readonly place: { readonly databaseId: number, readonly id: string, readonly slug: string, readonly title: string } | null };

export type LegacyGetReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyGetReviewsQuery = { readonly reviews: { readonly nodes: ReadonlyArray<{ readonly databaseId: number, readonly id: string, readonly firstName: string, readonly lastName: string | null, readonly email: string | null, readonly phone: string | null, readonly tourPlace: string, readonly guideRating: number, readonly overallRating: number, readonly rating: number, readonly comment: string, readonly createdAt: string | null, readonly userImage: string | null, readonly verified: boolean, readonly place: { readonly databaseId: number, readonly id: string, readonly slug: string, readonly title: string } | null }> } };

export type LegacyAllReviewsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type LegacyAllReviewsQuery = { readonly reviewsPage: { readonly page: number, readonly totalPages: number, readonly nodes: ReadonlyArray<{ readonly databaseId: number, readonly id: string, readonly firstName: string, readonly lastName: string | null, readonly email: string | null, readonly phone: string | null, readonly tourPlace: string, readonly guideRating: number, readonly overallRating: number, readonly rating: number, readonly comment: string, readonly createdAt: string | null, readonly userImage: string | null, readonly verified: boolean, readonly place: { readonly databaseId: number, readonly id: string, readonly slug: string, readonly title: string } | null }> } };

export type LegacyPostReviewMutationVariables = Exact<{
  input: PostReviewInput;
}>;


export type LegacyPostReviewMutation = { readonly postReview: { readonly review: { readonly databaseId: number, readonly id: string, readonly firstName: string, readonly lastName: string | null, readonly email: string | null, readonly phone: string | null, readonly tourPlace: string, readonly guideRating: number, readonly overallRating: number, readonly rating: number, readonly comment: string, readonly createdAt: string | null, readonly userImage: string | null, readonly verified: boolean, readonly place: { readonly databaseId: number, readonly id: string, readonly slug: string, readonly title: string } | null } | null, readonly errors: ReadonlyArray<{ readonly code: ReviewErrorCode, readonly message: string }> } };

export type LegacyUpdateReviewMutationVariables = Exact<{
  input: UpdateReviewInput;
}>;


export type LegacyUpdateReviewMutation = { readonly updateReview: { readonly review: { readonly databaseId: number, readonly id: string, readonly firstName: string, readonly lastName: string | null, readonly email: string | null, readonly phone: string | null, readonly tourPlace: string, readonly guideRating: number, readonly overallRating: number, readonly rating: number, readonly comment: string, readonly createdAt: string | null, readonly userImage: string | null, readonly verified: boolean, readonly place: { readonly databaseId: number, readonly id: string, readonly slug: string, readonly title: string } | null } | null, readonly errors: ReadonlyArray<{ readonly code: ReviewErrorCode, readonly message: string }> } };

export type LegacyDeleteReviewMutationVariables = Exact<{
  id: string | number;
}>;


export type LegacyDeleteReviewMutation = { readonly deleteReview: { readonly message: string } };

export type LegacyTripPlanFragment = { readonly databaseId: number, readonly id: string, readonly reference: string, readonly email: string, readonly stateNames: ReadonlyArray<string>, readonly placeTitles: ReadonlyArray<string>, readonly coTravellers: ReadonlyArray<string>, readonly arrivalDate: string, readonly departureDate: string, readonly status: TripPlanStatus, readonly createdAt: string, readonly statusChangedAt: string | null, readonly estimate: { readonly route: string, readonly days: number, readonly travellers: number, readonly pricePerPerson: number, readonly totalPrice: number } };

export type LegacyCreateTripPlanMutationVariables = Exact<{
  input: CreateTripPlanInput;
}>;


export type LegacyCreateTripPlanMutation = { readonly createTripPlan: { readonly tripPlan: { readonly databaseId: number, readonly id: string, readonly reference: string, readonly email: string, readonly stateNames: ReadonlyArray<string>, readonly placeTitles: ReadonlyArray<string>, readonly coTravellers: ReadonlyArray<string>, readonly arrivalDate: string, readonly departureDate: string, readonly status: TripPlanStatus, readonly createdAt: string, readonly statusChangedAt: string | null, readonly estimate: { readonly route: string, readonly days: number, readonly travellers: number, readonly pricePerPerson: number, readonly totalPrice: number } } | null, readonly errors: ReadonlyArray<{ readonly code: TripPlanErrorCode, readonly message: string }> } };

export type LegacyTripPlansQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: TripPlanFilter | null | undefined;
}>;


export type LegacyTripPlansQuery = { readonly tripPlans: { readonly totalCount: number, readonly nodes: ReadonlyArray<{ readonly databaseId: number, readonly id: string, readonly reference: string, readonly email: string, readonly stateNames: ReadonlyArray<string>, readonly placeTitles: ReadonlyArray<string>, readonly coTravellers: ReadonlyArray<string>, readonly arrivalDate: string, readonly departureDate: string, readonly status: TripPlanStatus, readonly createdAt: string, readonly statusChangedAt: string | null, readonly estimate: { readonly route: string, readonly days: number, readonly travellers: number, readonly pricePerPerson: number, readonly totalPrice: number } }>, readonly pageInfo: { readonly hasNextPage: boolean, readonly endCursor: string | null } } };

export type LegacyUpdateTripPlanStatusMutationVariables = Exact<{
  input: UpdateTripPlanStatusInput;
}>;


export type LegacyUpdateTripPlanStatusMutation = { readonly updateTripPlanStatus: { readonly tripPlan: { readonly databaseId: number, readonly id: string, readonly reference: string, readonly email: string, readonly stateNames: ReadonlyArray<string>, readonly placeTitles: ReadonlyArray<string>, readonly coTravellers: ReadonlyArray<string>, readonly arrivalDate: string, readonly departureDate: string, readonly status: TripPlanStatus, readonly createdAt: string, readonly statusChangedAt: string | null, readonly estimate: { readonly route: string, readonly days: number, readonly travellers: number, readonly pricePerPerson: number, readonly totalPrice: number } } | null, readonly errors: ReadonlyArray<{ readonly code: TripPlanErrorCode, readonly message: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const LegacyUserFragmentDoc = new TypedDocumentString(`
    fragment LegacyUser on User {
  databaseId
  id
  name
  email
  phone
  role
}
    `, {"fragmentName":"LegacyUser"}) as unknown as TypedDocumentString<LegacyUserFragment, unknown>;
export const LegacyBookingFragmentDoc = new TypedDocumentString(`
    fragment LegacyBooking on Booking {
  databaseId
  id
  reference
  name
  email
  phone
  adults
  children
  country
  arrivalDate
  departureDate
  comment
  tourTitle
  tourRoute
  tourState
  tourImage
  tourPlaces
  pricePerPerson
  totalPrice
  status
  isCancellable
  createdAt
  cancellationQuote {
    isCancellable
    feePercent
    fee
    refund
    currentBandEndsAt
    nextFeePercent
    cancellableUntil
    summary
  }
  cancellationFeePercent
  cancellationFee
  refund
}
    `, {"fragmentName":"LegacyBooking"}) as unknown as TypedDocumentString<LegacyBookingFragment, unknown>;
export const LegacyPlaceFragmentDoc = new TypedDocumentString(`
    fragment LegacyPlace on Place {
  databaseId
  id
  title
  description
  destination
  city
  price
  image
}
    `, {"fragmentName":"LegacyPlace"}) as unknown as TypedDocumentString<LegacyPlaceFragment, unknown>;
export const LegacyContactMessageFragmentDoc = new TypedDocumentString(`
    fragment LegacyContactMessage on ContactMessage {
  databaseId
  id
  ticketNumber
  name
  email
  phone
  message
  receivedAt
  handledAt
  operatorMailStatus
  acknowledgementMailStatus
}
    `, {"fragmentName":"LegacyContactMessage"}) as unknown as TypedDocumentString<LegacyContactMessageFragment, unknown>;
export const LegacyOutboxMailFragmentDoc = new TypedDocumentString(`
    fragment LegacyOutboxMail on OutboxMail {
  databaseId
  id
  recipient
  subject
  status
  attempts
  lastError
  queuedAt
  finishedAt
  nextAttemptAt
}
    `, {"fragmentName":"LegacyOutboxMail"}) as unknown as TypedDocumentString<LegacyOutboxMailFragment, unknown>;
export const LegacyReviewFragmentDoc = new TypedDocumentString(`
    fragment LegacyReview on Review {
  databaseId
  id
  firstName
  lastName
  email
  phone
  tourPlace
  guideRating
  overallRating
  rating
  comment
  createdAt
  userImage
  verified
  place {
    databaseId
    id
    slug
    title
  }
}
    `, {"fragmentName":"LegacyReview"}) as unknown as TypedDocumentString<LegacyReviewFragment, unknown>;
export const LegacyTripPlanFragmentDoc = new TypedDocumentString(`
    fragment LegacyTripPlan on TripPlan {
  databaseId
  id
  reference
  email
  stateNames
  placeTitles
  coTravellers
  arrivalDate
  departureDate
  status
  createdAt
  statusChangedAt
  estimate {
    route
    days
    travellers
    pricePerPerson
    totalPrice
  }
}
    `, {"fragmentName":"LegacyTripPlan"}) as unknown as TypedDocumentString<LegacyTripPlanFragment, unknown>;
export const LegacyLogInDocument = new TypedDocumentString(`
    mutation LegacyLogIn($input: LogInInput!) {
  logIn(input: $input) {
    token
    user {
      ...LegacyUser
    }
    errors {
      code
      message
    }
  }
}
    fragment LegacyUser on User {
  databaseId
  id
  name
  email
  phone
  role
}`) as unknown as TypedDocumentString<LegacyLogInMutation, LegacyLogInMutationVariables>;
export const LegacyRegisterDocument = new TypedDocumentString(`
    mutation LegacyRegister($input: RegisterInput!) {
  register(input: $input) {
    user {
      ...LegacyUser
    }
    errors {
      code
      message
    }
  }
}
    fragment LegacyUser on User {
  databaseId
  id
  name
  email
  phone
  role
}`) as unknown as TypedDocumentString<LegacyRegisterMutation, LegacyRegisterMutationVariables>;
export const LegacyLogOutDocument = new TypedDocumentString(`
    mutation LegacyLogOut {
  logOut {
    loggedOut
  }
}
    `) as unknown as TypedDocumentString<LegacyLogOutMutation, LegacyLogOutMutationVariables>;
export const LegacyRequestPasswordResetDocument = new TypedDocumentString(`
    mutation LegacyRequestPasswordReset($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input) {
    message
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<LegacyRequestPasswordResetMutation, LegacyRequestPasswordResetMutationVariables>;
export const LegacyResetPasswordDocument = new TypedDocumentString(`
    mutation LegacyResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    message
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<LegacyResetPasswordMutation, LegacyResetPasswordMutationVariables>;
export const LegacyTourAvailabilityDocument = new TypedDocumentString(`
    query LegacyTourAvailability($id: ID!, $from: LocalDate, $to: LocalDate) {
  tour(id: $id) {
    id
    title
    availability(from: $from, to: $to) {
      date
      status
      seatsLeft
    }
  }
}
    `) as unknown as TypedDocumentString<LegacyTourAvailabilityQuery, LegacyTourAvailabilityQueryVariables>;
export const LegacyDepartureManifestDocument = new TypedDocumentString(`
    query LegacyDepartureManifest($id: ID!, $date: LocalDate!) {
  tour(id: $id) {
    title
    calendar {
      manifest(date: $date) {
        bookings {
          reference
          name
          phone
          email
          adults
          children
          country
          comment
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LegacyDepartureManifestQuery, LegacyDepartureManifestQueryVariables>;
export const LegacyBookingsExportPageDocument = new TypedDocumentString(`
    query LegacyBookingsExportPage($filter: BookingFilter, $after: String) {
  bookings(first: 100, after: $after, filter: $filter) {
    nodes {
      reference
      status
      tourTitle
      tourState
      arrivalDate
      departureDate
      adults
      children
      pricePerPerson
      totalPrice
      name
      email
      phone
      country
      createdAt
      cancelledAt
      cancellationFee
      refund
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<LegacyBookingsExportPageQuery, LegacyBookingsExportPageQueryVariables>;
export const LegacyBookDocument = new TypedDocumentString(`
    mutation LegacyBook($input: BookInput!) {
  book(input: $input) {
    booking {
      ...LegacyBooking
    }
    confirmationMailQueued
    errors {
      code
      message
    }
  }
}
    fragment LegacyBooking on Booking {
  databaseId
  id
  reference
  name
  email
  phone
  adults
  children
  country
  arrivalDate
  departureDate
  comment
  tourTitle
  tourRoute
  tourState
  tourImage
  tourPlaces
  pricePerPerson
  totalPrice
  status
  isCancellable
  createdAt
  cancellationQuote {
    isCancellable
    feePercent
    fee
    refund
    currentBandEndsAt
    nextFeePercent
    cancellableUntil
    summary
  }
  cancellationFeePercent
  cancellationFee
  refund
}`) as unknown as TypedDocumentString<LegacyBookMutation, LegacyBookMutationVariables>;
export const LegacyAllBookingsDocument = new TypedDocumentString(`
    query LegacyAllBookings($filter: BookingFilter) {
  bookings(first: 100, filter: $filter) {
    nodes {
      ...LegacyBooking
    }
  }
}
    fragment LegacyBooking on Booking {
  databaseId
  id
  reference
  name
  email
  phone
  adults
  children
  country
  arrivalDate
  departureDate
  comment
  tourTitle
  tourRoute
  tourState
  tourImage
  tourPlaces
  pricePerPerson
  totalPrice
  status
  isCancellable
  createdAt
  cancellationQuote {
    isCancellable
    feePercent
    fee
    refund
    currentBandEndsAt
    nextFeePercent
    cancellableUntil
    summary
  }
  cancellationFeePercent
  cancellationFee
  refund
}`) as unknown as TypedDocumentString<LegacyAllBookingsQuery, LegacyAllBookingsQueryVariables>;
export const LegacyMyBookingsDocument = new TypedDocumentString(`
    query LegacyMyBookings {
  myBookings(first: 100) {
    nodes {
      ...LegacyBooking
    }
  }
}
    fragment LegacyBooking on Booking {
  databaseId
  id
  reference
  name
  email
  phone
  adults
  children
  country
  arrivalDate
  departureDate
  comment
  tourTitle
  tourRoute
  tourState
  tourImage
  tourPlaces
  pricePerPerson
  totalPrice
  status
  isCancellable
  createdAt
  cancellationQuote {
    isCancellable
    feePercent
    fee
    refund
    currentBandEndsAt
    nextFeePercent
    cancellableUntil
    summary
  }
  cancellationFeePercent
  cancellationFee
  refund
}`) as unknown as TypedDocumentString<LegacyMyBookingsQuery, LegacyMyBookingsQueryVariables>;
export const LegacyCancelBookingDocument = new TypedDocumentString(`
    mutation LegacyCancelBooking($input: CancelBookingInput!) {
  cancelBooking(input: $input) {
    booking {
      id
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<LegacyCancelBookingMutation, LegacyCancelBookingMutationVariables>;
export const LegacyGetStateDocument = new TypedDocumentString(`
    query LegacyGetState {
  states(first: 100) {
    nodes {
      databaseId
      id
      name
      places {
        ...LegacyPlace
      }
    }
  }
}
    fragment LegacyPlace on Place {
  databaseId
  id
  title
  description
  destination
  city
  price
  image
}`) as unknown as TypedDocumentString<LegacyGetStateQuery, LegacyGetStateQueryVariables>;
export const LegacyUpdatePlaceDocument = new TypedDocumentString(`
    mutation LegacyUpdatePlace($input: UpdatePlaceInput!) {
  updated: updatePlace(input: $input) {
    place {
      ...LegacyPlace
    }
    errors {
      code
      message
    }
  }
}
    fragment LegacyPlace on Place {
  databaseId
  id
  title
  description
  destination
  city
  price
  image
}`) as unknown as TypedDocumentString<LegacyUpdatePlaceMutation, LegacyUpdatePlaceMutationVariables>;
export const LegacyUpdateTourDocument = new TypedDocumentString(`
    mutation LegacyUpdateTour($input: UpdateTourInput!) {
  updated: updateTour(input: $input) {
    tour {
      id
      title
      name
      image
      route
      attractions
      state {
        databaseId
      }
      places {
        ...LegacyPlace
      }
    }
    errors {
      code
      message
    }
  }
}
    fragment LegacyPlace on Place {
  databaseId
  id
  title
  description
  destination
  city
  price
  image
}`) as unknown as TypedDocumentString<LegacyUpdateTourMutation, LegacyUpdateTourMutationVariables>;
export const LegacySendContactMessageDocument = new TypedDocumentString(`
    mutation LegacySendContactMessage($input: SendContactMessageInput!) {
  sendContactMessage(input: $input) {
    ticket {
      number
      receivedAt
      operatorMailStatus
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<LegacySendContactMessageMutation, LegacySendContactMessageMutationVariables>;
export const LegacyContactMessagesDocument = new TypedDocumentString(`
    query LegacyContactMessages($first: Int, $after: String, $filter: ContactMessageFilter) {
  contactMessages(first: $first, after: $after, filter: $filter) {
    nodes {
      ...LegacyContactMessage
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    fragment LegacyContactMessage on ContactMessage {
  databaseId
  id
  ticketNumber
  name
  email
  phone
  message
  receivedAt
  handledAt
  operatorMailStatus
  acknowledgementMailStatus
}`) as unknown as TypedDocumentString<LegacyContactMessagesQuery, LegacyContactMessagesQueryVariables>;
export const LegacyMarkContactMessageHandledDocument = new TypedDocumentString(`
    mutation LegacyMarkContactMessageHandled($input: MarkContactMessageHandledInput!) {
  markContactMessageHandled(input: $input) {
    contactMessage {
      ...LegacyContactMessage
    }
    errors {
      code
      message
    }
  }
}
    fragment LegacyContactMessage on ContactMessage {
  databaseId
  id
  ticketNumber
  name
  email
  phone
  message
  receivedAt
  handledAt
  operatorMailStatus
  acknowledgementMailStatus
}`) as unknown as TypedDocumentString<LegacyMarkContactMessageHandledMutation, LegacyMarkContactMessageHandledMutationVariables>;
export const LegacyMailOutboxDocument = new TypedDocumentString(`
    query LegacyMailOutbox($filter: OutboxFilter) {
  mailOutbox(first: 100, filter: $filter) {
    nodes {
      ...LegacyOutboxMail
    }
  }
}
    fragment LegacyOutboxMail on OutboxMail {
  databaseId
  id
  recipient
  subject
  status
  attempts
  lastError
  queuedAt
  finishedAt
  nextAttemptAt
}`) as unknown as TypedDocumentString<LegacyMailOutboxQuery, LegacyMailOutboxQueryVariables>;
export const LegacyRetryMailDocument = new TypedDocumentString(`
    mutation LegacyRetryMail($input: RetryMailInput!) {
  retryMail(input: $input) {
    mail {
      ...LegacyOutboxMail
    }
    errors {
      code
      message
    }
  }
}
    fragment LegacyOutboxMail on OutboxMail {
  databaseId
  id
  recipient
  subject
  status
  attempts
  lastError
  queuedAt
  finishedAt
  nextAttemptAt
}`) as unknown as TypedDocumentString<LegacyRetryMailMutation, LegacyRetryMailMutationVariables>;
export const LegacyGetReviewsDocument = new TypedDocumentString(`
    query LegacyGetReviews {
  reviews(first: 50) {
    nodes {
      ...LegacyReview
    }
  }
}
    fragment LegacyReview on Review {
  databaseId
  id
  firstName
  lastName
  email
  phone
  tourPlace
  guideRating
  overallRating
  rating
  comment
  createdAt
  userImage
  verified
  place {
    databaseId
    id
    slug
    title
  }
}`) as unknown as TypedDocumentString<LegacyGetReviewsQuery, LegacyGetReviewsQueryVariables>;
export const LegacyAllReviewsDocument = new TypedDocumentString(`
    query LegacyAllReviews($page: Int, $perPage: Int) {
  reviewsPage(page: $page, perPage: $perPage) {
    nodes {
      ...LegacyReview
    }
    page
    totalPages
  }
}
    fragment LegacyReview on Review {
  databaseId
  id
  firstName
  lastName
  email
  phone
  tourPlace
  guideRating
  overallRating
  rating
  comment
  createdAt
  userImage
  verified
  place {
    databaseId
    id
    slug
    title
  }
}`) as unknown as TypedDocumentString<LegacyAllReviewsQuery, LegacyAllReviewsQueryVariables>;
export const LegacyPostReviewDocument = new TypedDocumentString(`
    mutation LegacyPostReview($input: PostReviewInput!) {
  postReview(input: $input) {
    review {
      ...LegacyReview
    }
    errors {
      code
      message
    }
  }
}
    fragment LegacyReview on Review {
  databaseId
  id
  firstName
  lastName
  email
  phone
  tourPlace
  guideRating
  overallRating
  rating
  comment
  createdAt
  userImage
  verified
  place {
    databaseId
    id
    slug
    title
  }
}`) as unknown as TypedDocumentString<LegacyPostReviewMutation, LegacyPostReviewMutationVariables>;
export const LegacyUpdateReviewDocument = new TypedDocumentString(`
    mutation LegacyUpdateReview($input: UpdateReviewInput!) {
  updateReview(input: $input) {
    review {
      ...LegacyReview
    }
    errors {
      code
      message
    }
  }
}
    fragment LegacyReview on Review {
  databaseId
  id
  firstName
  lastName
  email
  phone
  tourPlace
  guideRating
  overallRating
  rating
  comment
  createdAt
  userImage
  verified
  place {
    databaseId
    id
    slug
    title
  }
}`) as unknown as TypedDocumentString<LegacyUpdateReviewMutation, LegacyUpdateReviewMutationVariables>;
export const LegacyDeleteReviewDocument = new TypedDocumentString(`
    mutation LegacyDeleteReview($id: ID!) {
  deleteReview(input: {id: $id}) {
    message
  }
}
    `) as unknown as TypedDocumentString<LegacyDeleteReviewMutation, LegacyDeleteReviewMutationVariables>;
export const LegacyCreateTripPlanDocument = new TypedDocumentString(`
    mutation LegacyCreateTripPlan($input: CreateTripPlanInput!) {
  createTripPlan(input: $input) {
    tripPlan {
      ...LegacyTripPlan
    }
    errors {
      code
      message
    }
  }
}
    fragment LegacyTripPlan on TripPlan {
  databaseId
  id
  reference
  email
  stateNames
  placeTitles
  coTravellers
  arrivalDate
  departureDate
  status
  createdAt
  statusChangedAt
  estimate {
    route
    days
    travellers
    pricePerPerson
    totalPrice
  }
}`) as unknown as TypedDocumentString<LegacyCreateTripPlanMutation, LegacyCreateTripPlanMutationVariables>;
export const LegacyTripPlansDocument = new TypedDocumentString(`
    query LegacyTripPlans($first: Int, $after: String, $filter: TripPlanFilter) {
  tripPlans(first: $first, after: $after, filter: $filter) {
    nodes {
      ...LegacyTripPlan
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    fragment LegacyTripPlan on TripPlan {
  databaseId
  id
  reference
  email
  stateNames
  placeTitles
  coTravellers
  arrivalDate
  departureDate
  status
  createdAt
  statusChangedAt
  estimate {
    route
    days
    travellers
    pricePerPerson
    totalPrice
  }
}`) as unknown as TypedDocumentString<LegacyTripPlansQuery, LegacyTripPlansQueryVariables>;
export const LegacyUpdateTripPlanStatusDocument = new TypedDocumentString(`
    mutation LegacyUpdateTripPlanStatus($input: UpdateTripPlanStatusInput!) {
  updateTripPlanStatus(input: $input) {
    tripPlan {
      ...LegacyTripPlan
    }
    errors {
      code
      message
    }
  }
}
    fragment LegacyTripPlan on TripPlan {
  databaseId
  id
  reference
  email
  stateNames
  placeTitles
  coTravellers
  arrivalDate
  departureDate
  status
  createdAt
  statusChangedAt
  estimate {
    route
    days
    travellers
    pricePerPerson
    totalPrice
  }
}`) as unknown as TypedDocumentString<LegacyUpdateTripPlanStatusMutation, LegacyUpdateTripPlanStatusMutationVariables>;