/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query SearchSuggestions($text: String!, $first: Int! = 10) {\n  suggestions(text: $text, first: $first) {\n    label\n    type\n    slug\n    context\n    place {\n      id\n      title\n      slug\n    }\n  }\n}": typeof types.SearchSuggestionsDocument,
    "fragment AccountForm_error on AccountError {\n  code\n  field\n  message\n}": typeof types.AccountForm_ErrorFragmentDoc,
    "mutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    user {\n      ...SessionUser_user\n    }\n    errors {\n      ...AccountForm_error\n    }\n  }\n}": typeof types.LogInDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    user {\n      ...SessionUser_user\n    }\n    errors {\n      ...AccountForm_error\n    }\n  }\n}": typeof types.RegisterDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n    errors {\n      ...AccountForm_error\n    }\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n    errors {\n      ...AccountForm_error\n    }\n  }\n}": typeof types.ResetPasswordDocument,
    "fragment CalendarDates_date on TourCalendarDate {\n  date\n  status\n  seats\n  hasOwnSeats\n  isClosed\n  seatsTaken\n  seatsHeld\n  seatsLeft\n}": typeof types.CalendarDates_DateFragmentDoc,
    "query CalendarDesk($after: String) {\n  goldenTriangle: tour(id: \"999\") {\n    id\n    title\n    route\n  }\n  specialTours(first: 100, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        title\n        route\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.CalendarDeskDocument,
    "query CalendarHistory($id: ID!, $after: String) {\n  tour(id: $id) {\n    id\n    calendar {\n      changes(first: 10, after: $after) {\n        ...CalendarHistory_changes\n      }\n    }\n  }\n}\n\nfragment CalendarHistory_changes on TourCalendarChangeConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      date\n      seatsBefore\n      seatsAfter\n      closedBefore\n      closedAfter\n      changedByName\n      changedAt\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}": typeof types.CalendarHistoryDocument,
    "query CalendarManifest($id: ID!, $date: LocalDate!) {\n  tour(id: $id) {\n    id\n    calendar {\n      manifest(date: $date) {\n        date\n        travellers\n        bookings {\n          id\n          reference\n          name\n          phone\n          adults\n          children\n        }\n      }\n    }\n  }\n}": typeof types.CalendarManifestDocument,
    "fragment ChangedCalendar_calendar on TourCalendar {\n  dates(from: $from, to: $to) {\n    ...CalendarDates_date\n  }\n  changes(first: 10) {\n    ...CalendarHistory_changes\n  }\n}": typeof types.ChangedCalendar_CalendarFragmentDoc,
    "fragment DefaultSeatsForm_calendar on TourCalendar {\n  defaultSeats\n}": typeof types.DefaultSeatsForm_CalendarFragmentDoc,
    "mutation UpdateTourCalendar($input: UpdateTourCalendarInput!, $from: LocalDate!, $to: LocalDate!) {\n  updateTourCalendar(input: $input) {\n    tour {\n      id\n      calendar {\n        ...DefaultSeatsForm_calendar\n        ...ChangedCalendar_calendar\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.UpdateTourCalendarDocument,
    "mutation UpdateTourDates($input: UpdateTourDatesInput!, $from: LocalDate!, $to: LocalDate!) {\n  updateTourDates(input: $input) {\n    tour {\n      id\n      calendar {\n        ...ChangedCalendar_calendar\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.UpdateTourDatesDocument,
    "query TourDates($id: ID!, $from: LocalDate!, $to: LocalDate!) {\n  tour(id: $id) {\n    id\n    availability(from: $from, to: $to) {\n      date\n      status\n      seatsLeft\n    }\n  }\n}": typeof types.TourDatesDocument,
    "fragment AdminBookingFilters_state on State {\n  id\n  name\n}": typeof types.AdminBookingFilters_StateFragmentDoc,
    "mutation Book($input: BookInput!) {\n  book(input: $input) {\n    booking {\n      id\n      reference\n      totalPrice\n      pricePerPerson\n      confirmationMailStatus\n    }\n    confirmationMailQueued\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.BookDocument,
    "query BookingChanges($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Booking {\n      changes {\n        changedAt\n        byAdmin\n        arrivalBefore\n        arrivalAfter\n        departureBefore\n        departureAfter\n        adultsBefore\n        adultsAfter\n        childrenBefore\n        childrenAfter\n        totalAfter\n        fee\n      }\n    }\n  }\n}": typeof types.BookingChangesDocument,
    "fragment BookingForm_tour on Tour {\n  id\n  title\n  pricePerPerson\n}\n\nfragment BookingForm_account on User {\n  id\n  name\n  email\n  phone\n}": typeof types.BookingForm_TourFragmentDoc,
    "fragment BookingList_connection on BookingConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      id\n      ...BookingSummary_booking\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}": typeof types.BookingList_ConnectionFragmentDoc,
    "query BookingQuote($id: ID!) {\n  node(id: $id) {\n    ... on Booking {\n      id\n      ...CancelBookingButton_booking\n    }\n  }\n}": typeof types.BookingQuoteDocument,
    "fragment BookingSummary_booking on Booking {\n  id\n  reference\n  tourTitle\n  tourRoute\n  tourImage\n  arrivalDate\n  departureDate\n  adults\n  children\n  totalPrice\n  status\n  isCancellable\n  cancelledAt\n  cancellationFee\n  cancellationFeePercent\n  refund\n  cancellationQuote {\n    isCancellable\n    summary\n  }\n  name\n  email\n  ...CancelBookingButton_booking\n  ...ChangeBookingButton_booking\n}": typeof types.BookingSummary_BookingFragmentDoc,
    "fragment CancelBookingButton_booking on Booking {\n  id\n  reference\n  tourTitle\n  arrivalDate\n  departureDate\n  cancellationQuote {\n    isCancellable\n    feePercent\n    summary\n  }\n}": typeof types.CancelBookingButton_BookingFragmentDoc,
    "mutation CancelBooking($input: CancelBookingInput!) {\n  cancelBooking(input: $input) {\n    booking {\n      id\n      ...BookingSummary_booking\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.CancelBookingDocument,
    "fragment ChangeBookingButton_booking on Booking {\n  id\n  reference\n  tourTitle\n  arrivalDate\n  departureDate\n  adults\n  children\n  version\n}": typeof types.ChangeBookingButton_BookingFragmentDoc,
    "query BookingChangeQuote($input: ChangeBookingInput!) {\n  bookingChangeQuote(input: $input) {\n    version\n    quote {\n      totalBefore\n      totalAfter\n      fee\n      summary\n      cancellationAfter {\n        summary\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.BookingChangeQuoteDocument,
    "mutation ChangeBooking($input: ChangeBookingInput!) {\n  changeBooking(input: $input) {\n    booking {\n      id\n      ...BookingSummary_booking\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.ChangeBookingDocument,
    "query BookingCountries {\n  countries {\n    code\n    name\n  }\n}": typeof types.BookingCountriesDocument,
    "query OverlappingBookings($from: LocalDate!, $to: LocalDate!) {\n  myBookings(\n    first: 5\n    filter: {status: CONFIRMED, overlapping: {from: $from, to: $to}}\n  ) {\n    nodes {\n      id\n      tourTitle\n      arrivalDate\n      departureDate\n    }\n  }\n}": typeof types.OverlappingBookingsDocument,
    "query OwnBookings($first: Int!, $after: String) {\n  myBookings(first: $first, after: $after) {\n    ...BookingList_connection\n  }\n}": typeof types.OwnBookingsDocument,
    "fragment TopStatesChart_stateBookingCount on StateBookingCount {\n  state\n  count\n}": typeof types.TopStatesChart_StateBookingCountFragmentDoc,
    "fragment TourBookingDetails_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  route\n  attractions\n  pricePerPerson\n  places {\n    id\n    slug\n    title\n    city\n    price\n    image\n    fallbackImage\n  }\n}": typeof types.TourBookingDetails_TourFragmentDoc,
    "query BookingMailStatus($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Booking {\n      confirmationMailStatus\n    }\n  }\n}": typeof types.BookingMailStatusDocument,
    "fragment PlaceCard_place on Place {\n  id\n  slug\n  title\n  city\n  destination\n  price\n  image\n  fallbackImage\n  averageRating\n  reviewCount\n}": typeof types.PlaceCard_PlaceFragmentDoc,
    "fragment PlaceEditForm_place on Place {\n  id\n  slug\n  title\n  description\n  city\n  price\n  image\n  fallbackImage\n}": typeof types.PlaceEditForm_PlaceFragmentDoc,
    "fragment PlaceSpotlight_place on Place {\n  id\n  slug\n  title\n  description\n  city\n  destination\n  price\n  image\n  fallbackImage\n  averageRating\n  reviewCount\n}": typeof types.PlaceSpotlight_PlaceFragmentDoc,
    "fragment PlaceStrip_place on Place {\n  id\n  slug\n  title\n  city\n  image\n  fallbackImage\n}": typeof types.PlaceStrip_PlaceFragmentDoc,
    "fragment TourCard_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  route(first: 6)\n  attractions(first: 5)\n  attractionCount\n  pricePerPerson\n  averageRating\n  reviewCount\n}": typeof types.TourCard_TourFragmentDoc,
    "fragment TourEditForm_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  edits {\n    title\n    image\n    route\n    attractions\n  }\n  derived {\n    title\n    image\n    route\n    attractions\n  }\n}": typeof types.TourEditForm_TourFragmentDoc,
    "mutation UpdatePlace($input: UpdatePlaceInput!) {\n  updatePlace(input: $input) {\n    place {\n      id\n      ...PlaceCard_place\n      ...PlaceSpotlight_place\n      ...PlaceStrip_place\n      ...PlaceEditForm_place\n      state {\n        id\n        tour {\n          id\n          ...TourCard_tour\n          wholeRoute: route\n          allAttractions: attractions\n        }\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.UpdatePlaceDocument,
    "mutation UpdateTour($input: UpdateTourInput!) {\n  updateTour(input: $input) {\n    tour {\n      id\n      ...TourCard_tour\n      ...TourEditForm_tour\n      wholeRoute: route\n      allAttractions: attractions\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.UpdateTourDocument,
    "query ContactDesk($first: Int!, $after: String, $filter: ContactMessageFilter!) {\n  contactMessages(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...ContactMessageCard_message\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ContactDeskDocument,
    "fragment ContactMessageCard_message on ContactMessage {\n  id\n  ticketNumber\n  name\n  email\n  phone\n  message\n  receivedAt\n  handledAt\n  operatorMailStatus\n}": typeof types.ContactMessageCard_MessageFragmentDoc,
    "query ContactTicketMailStatus($number: String!) {\n  contactTicket(number: $number) {\n    number\n    operatorMailStatus\n  }\n}": typeof types.ContactTicketMailStatusDocument,
    "fragment GrievanceOfficer_officer on GrievanceOfficer {\n  name\n  designation\n  email\n  phone\n  address\n}": typeof types.GrievanceOfficer_OfficerFragmentDoc,
    "mutation MarkContactMessageHandled($input: MarkContactMessageHandledInput!) {\n  markContactMessageHandled(input: $input) {\n    contactMessage {\n      id\n      ...ContactMessageCard_message\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.MarkContactMessageHandledDocument,
    "mutation SendContactMessage($input: SendContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    ticket {\n      number\n      operatorMailStatus\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.SendContactMessageDocument,
    "fragment MailCard_mail on OutboxMail {\n  id\n  recipient\n  subject\n  status\n  attempts\n  lastError\n  queuedAt\n  finishedAt\n  nextAttemptAt\n}": typeof types.MailCard_MailFragmentDoc,
    "query MailDesk($first: Int!, $after: String, $filter: OutboxFilter!) {\n  mailOutbox(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...MailCard_mail\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.MailDeskDocument,
    "query RetriedMailStatus($id: ID!) {\n  node(id: $id) {\n    ... on OutboxMail {\n      id\n      ...MailCard_mail\n    }\n  }\n}": typeof types.RetriedMailStatusDocument,
    "mutation RetryMail($input: RetryMailInput!) {\n  retryMail(input: $input) {\n    mail {\n      id\n      ...MailCard_mail\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.RetryMailDocument,
    "query PlaceReviews($placeId: ID!, $page: Int!, $perPage: Int!, $verifiedOnly: Boolean, $asAdmin: Boolean! = false) {\n  reviewsPage(\n    page: $page\n    perPage: $perPage\n    filter: {placeId: $placeId, verifiedOnly: $verifiedOnly}\n  ) {\n    ...ReviewList_page\n  }\n}": typeof types.PlaceReviewsDocument,
    "fragment ReviewCard_review on Review {\n  id\n  firstName\n  lastName\n  tourPlace\n  rating\n  guideRating\n  overallRating\n  comment\n  userImage\n  verified\n  place {\n    id\n    slug\n    title\n  }\n  viewerCanEdit\n  viewerCanDelete\n  ...ReviewEditForm_review\n  ...ReviewCard_contact @include(if: $asAdmin)\n}\n\nfragment ReviewCard_contact on Review {\n  email\n  phone\n  createdAt\n}": typeof types.ReviewCard_ReviewFragmentDoc,
    "fragment ReviewList_page on ReviewPage {\n  totalPages\n  totalCount\n  nodes {\n    id\n    ...ReviewCard_review\n  }\n}": typeof types.ReviewList_PageFragmentDoc,
    "mutation DeleteReview($input: DeleteReviewInput!) {\n  deleteReview(input: $input) {\n    deletedReviewId\n    message\n  }\n}": typeof types.DeleteReviewDocument,
    "mutation PostReview($input: PostReviewInput!) {\n  postReview(input: $input) {\n    review {\n      id\n      tourPlace\n      place {\n        id\n        title\n        slug\n        averageRating\n        reviewCount\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.PostReviewDocument,
    "fragment ReviewEditForm_review on Review {\n  id\n  tourPlace\n  comment\n  rating\n  place {\n    id\n    title\n    slug\n  }\n}": typeof types.ReviewEditForm_ReviewFragmentDoc,
    "mutation UpdateReview($input: UpdateReviewInput!, $asAdmin: Boolean! = false) {\n  updateReview(input: $input) {\n    review {\n      id\n      ...ReviewCard_review\n      place {\n        id\n        averageRating\n        reviewCount\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.UpdateReviewDocument,
    "mutation CreateTripPlan($input: CreateTripPlanInput!) {\n  createTripPlan(input: $input) {\n    tripPlan {\n      id\n      ...TripPlanSaved_tripPlan\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.CreateTripPlanDocument,
    "fragment TripEstimateFacts_estimate on TripEstimate {\n  route\n  days\n  travellers\n  pricePerPerson\n  totalPrice\n}": typeof types.TripEstimateFacts_EstimateFragmentDoc,
    "fragment TripPlanCard_tripPlan on TripPlan {\n  id\n  reference\n  email\n  createdAt\n  status\n  ...TripPlanChoices_tripPlan\n  estimate {\n    ...TripEstimateFacts_estimate\n  }\n}": typeof types.TripPlanCard_TripPlanFragmentDoc,
    "fragment TripPlanChoices_tripPlan on TripPlan {\n  stateNames\n  placeTitles\n  coTravellers\n  arrivalDate\n  departureDate\n}": typeof types.TripPlanChoices_TripPlanFragmentDoc,
    "query TripPlanDesk($first: Int!, $after: String, $filter: TripPlanFilter!) {\n  tripPlans(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...TripPlanCard_tripPlan\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.TripPlanDeskDocument,
    "fragment TripPlanForm_state on State {\n  id\n  name\n  places {\n    id\n    title\n    destination\n    price\n  }\n}": typeof types.TripPlanForm_StateFragmentDoc,
    "fragment TripPlanSaved_tripPlan on TripPlan {\n  id\n  reference\n  email\n  ...TripPlanChoices_tripPlan\n  estimate {\n    ...TripEstimateFacts_estimate\n  }\n}": typeof types.TripPlanSaved_TripPlanFragmentDoc,
    "mutation UpdateTripPlanStatus($input: UpdateTripPlanStatusInput!) {\n  updateTripPlanStatus(input: $input) {\n    tripPlan {\n      id\n      ...TripPlanCard_tripPlan\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.UpdateTripPlanStatusDocument,
    "query AboutPage {\n  grievanceOfficer {\n    ...GrievanceOfficer_officer\n  }\n}": typeof types.AboutPageDocument,
    "query AllReviewsPage($page: Int!, $perPage: Int!, $verifiedOnly: Boolean, $asAdmin: Boolean! = false) {\n  reviewsPage(\n    page: $page\n    perPage: $perPage\n    filter: {verifiedOnly: $verifiedOnly}\n  ) {\n    ...ReviewList_page\n  }\n}": typeof types.AllReviewsPageDocument,
    "query ContactPage {\n  grievanceOfficer {\n    ...GrievanceOfficer_officer\n  }\n  me {\n    id\n    phone\n  }\n}": typeof types.ContactPageDocument,
    "query BookingsDesk($first: Int!, $after: String, $filter: BookingFilter!) {\n  bookings(first: $first, after: $after, filter: $filter) {\n    ...BookingList_connection\n  }\n  topBookedStates {\n    ...TopStatesChart_stateBookingCount\n  }\n  states(first: 100) {\n    nodes {\n      id\n      ...AdminBookingFilters_state\n    }\n  }\n}": typeof types.BookingsDeskDocument,
    "query EditReviewPage($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Review {\n      viewerCanEdit\n      ...ReviewEditForm_review\n    }\n  }\n}": typeof types.EditReviewPageDocument,
    "query EditSpecialTourPage($id: ID!) {\n  me {\n    id\n    role\n  }\n  node(id: $id) {\n    id\n    ... on Tour {\n      state {\n        id\n      }\n      ...TourEditForm_tour\n    }\n  }\n}": typeof types.EditSpecialTourPageDocument,
    "query EditTourPage($id: ID!) {\n  me {\n    id\n    role\n  }\n  node(id: $id) {\n    id\n    ... on Place {\n      ...PlaceEditForm_place\n    }\n  }\n}": typeof types.EditTourPageDocument,
    "query HomePage($asAdmin: Boolean! = false) {\n  specialTours(first: 8) {\n    edges {\n      cursor\n      node {\n        id\n        ...TourCard_tour\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  places(first: 8, filter: {featured: true}) {\n    edges {\n      cursor\n      node {\n        id\n        ...PlaceCard_place\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  reviews(first: 3) {\n    edges {\n      cursor\n      node {\n        id\n        ...ReviewCard_review\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.HomePageDocument,
    "query IndiaToursPage($first: Int!, $after: String) {\n  places(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...PlaceCard_place\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.IndiaToursPageDocument,
    "query PlaceDetailsPage($slug: String!) {\n  place(slug: $slug) {\n    id\n    ...PlaceSpotlight_place\n    state {\n      id\n      name\n      tour {\n        id\n        ...TourCard_tour\n      }\n      places {\n        id\n        ...PlaceSpotlight_place\n        ...PlaceStrip_place\n      }\n    }\n  }\n}": typeof types.PlaceDetailsPageDocument,
    "query ReviewPage($slug: String!) {\n  place(slug: $slug) {\n    id\n    title\n    slug\n  }\n}": typeof types.ReviewPageDocument,
    "query SearchPage($query: String!) {\n  search(query: $query) {\n    state {\n      id\n      name\n      slug\n    }\n    places {\n      id\n      ...PlaceCard_place\n    }\n  }\n}": typeof types.SearchPageDocument,
    "query SpecialToursPage($first: Int!, $after: String) {\n  specialTours(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...TourCard_tour\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.SpecialToursPageDocument,
    "query TourCalendarPage($id: ID!, $from: LocalDate!, $to: LocalDate!) {\n  me {\n    id\n    role\n  }\n  tour(id: $id) {\n    id\n    title\n    calendar {\n      ...DefaultSeatsForm_calendar\n      dates(from: $from, to: $to) {\n        ...CalendarDates_date\n      }\n      upcoming: dates {\n        date\n        seatsTaken\n      }\n    }\n  }\n}": typeof types.TourCalendarPageDocument,
    "query TourPage($id: ID!) {\n  tour(id: $id) {\n    id\n    ...TourBookingDetails_tour\n    ...BookingForm_tour\n  }\n  me {\n    id\n    ...BookingForm_account\n  }\n}": typeof types.TourPageDocument,
    "query TripPlanPage {\n  states(first: 100) {\n    nodes {\n      id\n      ...TripPlanForm_state\n    }\n  }\n}": typeof types.TripPlanPageDocument,
    "mutation LogOut {\n  logOut {\n    loggedOut\n  }\n}": typeof types.LogOutDocument,
    "fragment SessionUser_user on User {\n  id\n  name\n  email\n  role\n}\n\nquery SessionUser {\n  me {\n    ...SessionUser_user\n  }\n}": typeof types.SessionUser_UserFragmentDoc,
};
const documents: Documents = {
    "query SearchSuggestions($text: String!, $first: Int! = 10) {\n  suggestions(text: $text, first: $first) {\n    label\n    type\n    slug\n    context\n    place {\n      id\n      title\n      slug\n    }\n  }\n}": types.SearchSuggestionsDocument,
    "fragment AccountForm_error on AccountError {\n  code\n  field\n  message\n}": types.AccountForm_ErrorFragmentDoc,
    "mutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    user {\n      ...SessionUser_user\n    }\n    errors {\n      ...AccountForm_error\n    }\n  }\n}": types.LogInDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    user {\n      ...SessionUser_user\n    }\n    errors {\n      ...AccountForm_error\n    }\n  }\n}": types.RegisterDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n    errors {\n      ...AccountForm_error\n    }\n  }\n}": types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n    errors {\n      ...AccountForm_error\n    }\n  }\n}": types.ResetPasswordDocument,
    "fragment CalendarDates_date on TourCalendarDate {\n  date\n  status\n  seats\n  hasOwnSeats\n  isClosed\n  seatsTaken\n  seatsHeld\n  seatsLeft\n}": types.CalendarDates_DateFragmentDoc,
    "query CalendarDesk($after: String) {\n  goldenTriangle: tour(id: \"999\") {\n    id\n    title\n    route\n  }\n  specialTours(first: 100, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        title\n        route\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.CalendarDeskDocument,
    "query CalendarHistory($id: ID!, $after: String) {\n  tour(id: $id) {\n    id\n    calendar {\n      changes(first: 10, after: $after) {\n        ...CalendarHistory_changes\n      }\n    }\n  }\n}\n\nfragment CalendarHistory_changes on TourCalendarChangeConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      date\n      seatsBefore\n      seatsAfter\n      closedBefore\n      closedAfter\n      changedByName\n      changedAt\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}": types.CalendarHistoryDocument,
    "query CalendarManifest($id: ID!, $date: LocalDate!) {\n  tour(id: $id) {\n    id\n    calendar {\n      manifest(date: $date) {\n        date\n        travellers\n        bookings {\n          id\n          reference\n          name\n          phone\n          adults\n          children\n        }\n      }\n    }\n  }\n}": types.CalendarManifestDocument,
    "fragment ChangedCalendar_calendar on TourCalendar {\n  dates(from: $from, to: $to) {\n    ...CalendarDates_date\n  }\n  changes(first: 10) {\n    ...CalendarHistory_changes\n  }\n}": types.ChangedCalendar_CalendarFragmentDoc,
    "fragment DefaultSeatsForm_calendar on TourCalendar {\n  defaultSeats\n}": types.DefaultSeatsForm_CalendarFragmentDoc,
    "mutation UpdateTourCalendar($input: UpdateTourCalendarInput!, $from: LocalDate!, $to: LocalDate!) {\n  updateTourCalendar(input: $input) {\n    tour {\n      id\n      calendar {\n        ...DefaultSeatsForm_calendar\n        ...ChangedCalendar_calendar\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.UpdateTourCalendarDocument,
    "mutation UpdateTourDates($input: UpdateTourDatesInput!, $from: LocalDate!, $to: LocalDate!) {\n  updateTourDates(input: $input) {\n    tour {\n      id\n      calendar {\n        ...ChangedCalendar_calendar\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.UpdateTourDatesDocument,
    "query TourDates($id: ID!, $from: LocalDate!, $to: LocalDate!) {\n  tour(id: $id) {\n    id\n    availability(from: $from, to: $to) {\n      date\n      status\n      seatsLeft\n    }\n  }\n}": types.TourDatesDocument,
    "fragment AdminBookingFilters_state on State {\n  id\n  name\n}": types.AdminBookingFilters_StateFragmentDoc,
    "mutation Book($input: BookInput!) {\n  book(input: $input) {\n    booking {\n      id\n      reference\n      totalPrice\n      pricePerPerson\n      confirmationMailStatus\n    }\n    confirmationMailQueued\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.BookDocument,
    "query BookingChanges($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Booking {\n      changes {\n        changedAt\n        byAdmin\n        arrivalBefore\n        arrivalAfter\n        departureBefore\n        departureAfter\n        adultsBefore\n        adultsAfter\n        childrenBefore\n        childrenAfter\n        totalAfter\n        fee\n      }\n    }\n  }\n}": types.BookingChangesDocument,
    "fragment BookingForm_tour on Tour {\n  id\n  title\n  pricePerPerson\n}\n\nfragment BookingForm_account on User {\n  id\n  name\n  email\n  phone\n}": types.BookingForm_TourFragmentDoc,
    "fragment BookingList_connection on BookingConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      id\n      ...BookingSummary_booking\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}": types.BookingList_ConnectionFragmentDoc,
    "query BookingQuote($id: ID!) {\n  node(id: $id) {\n    ... on Booking {\n      id\n      ...CancelBookingButton_booking\n    }\n  }\n}": types.BookingQuoteDocument,
    "fragment BookingSummary_booking on Booking {\n  id\n  reference\n  tourTitle\n  tourRoute\n  tourImage\n  arrivalDate\n  departureDate\n  adults\n  children\n  totalPrice\n  status\n  isCancellable\n  cancelledAt\n  cancellationFee\n  cancellationFeePercent\n  refund\n  cancellationQuote {\n    isCancellable\n    summary\n  }\n  name\n  email\n  ...CancelBookingButton_booking\n  ...ChangeBookingButton_booking\n}": types.BookingSummary_BookingFragmentDoc,
    "fragment CancelBookingButton_booking on Booking {\n  id\n  reference\n  tourTitle\n  arrivalDate\n  departureDate\n  cancellationQuote {\n    isCancellable\n    feePercent\n    summary\n  }\n}": types.CancelBookingButton_BookingFragmentDoc,
    "mutation CancelBooking($input: CancelBookingInput!) {\n  cancelBooking(input: $input) {\n    booking {\n      id\n      ...BookingSummary_booking\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.CancelBookingDocument,
    "fragment ChangeBookingButton_booking on Booking {\n  id\n  reference\n  tourTitle\n  arrivalDate\n  departureDate\n  adults\n  children\n  version\n}": types.ChangeBookingButton_BookingFragmentDoc,
    "query BookingChangeQuote($input: ChangeBookingInput!) {\n  bookingChangeQuote(input: $input) {\n    version\n    quote {\n      totalBefore\n      totalAfter\n      fee\n      summary\n      cancellationAfter {\n        summary\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.BookingChangeQuoteDocument,
    "mutation ChangeBooking($input: ChangeBookingInput!) {\n  changeBooking(input: $input) {\n    booking {\n      id\n      ...BookingSummary_booking\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.ChangeBookingDocument,
    "query BookingCountries {\n  countries {\n    code\n    name\n  }\n}": types.BookingCountriesDocument,
    "query OverlappingBookings($from: LocalDate!, $to: LocalDate!) {\n  myBookings(\n    first: 5\n    filter: {status: CONFIRMED, overlapping: {from: $from, to: $to}}\n  ) {\n    nodes {\n      id\n      tourTitle\n      arrivalDate\n      departureDate\n    }\n  }\n}": types.OverlappingBookingsDocument,
    "query OwnBookings($first: Int!, $after: String) {\n  myBookings(first: $first, after: $after) {\n    ...BookingList_connection\n  }\n}": types.OwnBookingsDocument,
    "fragment TopStatesChart_stateBookingCount on StateBookingCount {\n  state\n  count\n}": types.TopStatesChart_StateBookingCountFragmentDoc,
    "fragment TourBookingDetails_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  route\n  attractions\n  pricePerPerson\n  places {\n    id\n    slug\n    title\n    city\n    price\n    image\n    fallbackImage\n  }\n}": types.TourBookingDetails_TourFragmentDoc,
    "query BookingMailStatus($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Booking {\n      confirmationMailStatus\n    }\n  }\n}": types.BookingMailStatusDocument,
    "fragment PlaceCard_place on Place {\n  id\n  slug\n  title\n  city\n  destination\n  price\n  image\n  fallbackImage\n  averageRating\n  reviewCount\n}": types.PlaceCard_PlaceFragmentDoc,
    "fragment PlaceEditForm_place on Place {\n  id\n  slug\n  title\n  description\n  city\n  price\n  image\n  fallbackImage\n}": types.PlaceEditForm_PlaceFragmentDoc,
    "fragment PlaceSpotlight_place on Place {\n  id\n  slug\n  title\n  description\n  city\n  destination\n  price\n  image\n  fallbackImage\n  averageRating\n  reviewCount\n}": types.PlaceSpotlight_PlaceFragmentDoc,
    "fragment PlaceStrip_place on Place {\n  id\n  slug\n  title\n  city\n  image\n  fallbackImage\n}": types.PlaceStrip_PlaceFragmentDoc,
    "fragment TourCard_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  route(first: 6)\n  attractions(first: 5)\n  attractionCount\n  pricePerPerson\n  averageRating\n  reviewCount\n}": types.TourCard_TourFragmentDoc,
    "fragment TourEditForm_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  edits {\n    title\n    image\n    route\n    attractions\n  }\n  derived {\n    title\n    image\n    route\n    attractions\n  }\n}": types.TourEditForm_TourFragmentDoc,
    "mutation UpdatePlace($input: UpdatePlaceInput!) {\n  updatePlace(input: $input) {\n    place {\n      id\n      ...PlaceCard_place\n      ...PlaceSpotlight_place\n      ...PlaceStrip_place\n      ...PlaceEditForm_place\n      state {\n        id\n        tour {\n          id\n          ...TourCard_tour\n          wholeRoute: route\n          allAttractions: attractions\n        }\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.UpdatePlaceDocument,
    "mutation UpdateTour($input: UpdateTourInput!) {\n  updateTour(input: $input) {\n    tour {\n      id\n      ...TourCard_tour\n      ...TourEditForm_tour\n      wholeRoute: route\n      allAttractions: attractions\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.UpdateTourDocument,
    "query ContactDesk($first: Int!, $after: String, $filter: ContactMessageFilter!) {\n  contactMessages(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...ContactMessageCard_message\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ContactDeskDocument,
    "fragment ContactMessageCard_message on ContactMessage {\n  id\n  ticketNumber\n  name\n  email\n  phone\n  message\n  receivedAt\n  handledAt\n  operatorMailStatus\n}": types.ContactMessageCard_MessageFragmentDoc,
    "query ContactTicketMailStatus($number: String!) {\n  contactTicket(number: $number) {\n    number\n    operatorMailStatus\n  }\n}": types.ContactTicketMailStatusDocument,
    "fragment GrievanceOfficer_officer on GrievanceOfficer {\n  name\n  designation\n  email\n  phone\n  address\n}": types.GrievanceOfficer_OfficerFragmentDoc,
    "mutation MarkContactMessageHandled($input: MarkContactMessageHandledInput!) {\n  markContactMessageHandled(input: $input) {\n    contactMessage {\n      id\n      ...ContactMessageCard_message\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.MarkContactMessageHandledDocument,
    "mutation SendContactMessage($input: SendContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    ticket {\n      number\n      operatorMailStatus\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.SendContactMessageDocument,
    "fragment MailCard_mail on OutboxMail {\n  id\n  recipient\n  subject\n  status\n  attempts\n  lastError\n  queuedAt\n  finishedAt\n  nextAttemptAt\n}": types.MailCard_MailFragmentDoc,
    "query MailDesk($first: Int!, $after: String, $filter: OutboxFilter!) {\n  mailOutbox(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...MailCard_mail\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.MailDeskDocument,
    "query RetriedMailStatus($id: ID!) {\n  node(id: $id) {\n    ... on OutboxMail {\n      id\n      ...MailCard_mail\n    }\n  }\n}": types.RetriedMailStatusDocument,
    "mutation RetryMail($input: RetryMailInput!) {\n  retryMail(input: $input) {\n    mail {\n      id\n      ...MailCard_mail\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.RetryMailDocument,
    "query PlaceReviews($placeId: ID!, $page: Int!, $perPage: Int!, $verifiedOnly: Boolean, $asAdmin: Boolean! = false) {\n  reviewsPage(\n    page: $page\n    perPage: $perPage\n    filter: {placeId: $placeId, verifiedOnly: $verifiedOnly}\n  ) {\n    ...ReviewList_page\n  }\n}": types.PlaceReviewsDocument,
    "fragment ReviewCard_review on Review {\n  id\n  firstName\n  lastName\n  tourPlace\n  rating\n  guideRating\n  overallRating\n  comment\n  userImage\n  verified\n  place {\n    id\n    slug\n    title\n  }\n  viewerCanEdit\n  viewerCanDelete\n  ...ReviewEditForm_review\n  ...ReviewCard_contact @include(if: $asAdmin)\n}\n\nfragment ReviewCard_contact on Review {\n  email\n  phone\n  createdAt\n}": types.ReviewCard_ReviewFragmentDoc,
    "fragment ReviewList_page on ReviewPage {\n  totalPages\n  totalCount\n  nodes {\n    id\n    ...ReviewCard_review\n  }\n}": types.ReviewList_PageFragmentDoc,
    "mutation DeleteReview($input: DeleteReviewInput!) {\n  deleteReview(input: $input) {\n    deletedReviewId\n    message\n  }\n}": types.DeleteReviewDocument,
    "mutation PostReview($input: PostReviewInput!) {\n  postReview(input: $input) {\n    review {\n      id\n      tourPlace\n      place {\n        id\n        title\n        slug\n        averageRating\n        reviewCount\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.PostReviewDocument,
    "fragment ReviewEditForm_review on Review {\n  id\n  tourPlace\n  comment\n  rating\n  place {\n    id\n    title\n    slug\n  }\n}": types.ReviewEditForm_ReviewFragmentDoc,
    "mutation UpdateReview($input: UpdateReviewInput!, $asAdmin: Boolean! = false) {\n  updateReview(input: $input) {\n    review {\n      id\n      ...ReviewCard_review\n      place {\n        id\n        averageRating\n        reviewCount\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.UpdateReviewDocument,
    "mutation CreateTripPlan($input: CreateTripPlanInput!) {\n  createTripPlan(input: $input) {\n    tripPlan {\n      id\n      ...TripPlanSaved_tripPlan\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.CreateTripPlanDocument,
    "fragment TripEstimateFacts_estimate on TripEstimate {\n  route\n  days\n  travellers\n  pricePerPerson\n  totalPrice\n}": types.TripEstimateFacts_EstimateFragmentDoc,
    "fragment TripPlanCard_tripPlan on TripPlan {\n  id\n  reference\n  email\n  createdAt\n  status\n  ...TripPlanChoices_tripPlan\n  estimate {\n    ...TripEstimateFacts_estimate\n  }\n}": types.TripPlanCard_TripPlanFragmentDoc,
    "fragment TripPlanChoices_tripPlan on TripPlan {\n  stateNames\n  placeTitles\n  coTravellers\n  arrivalDate\n  departureDate\n}": types.TripPlanChoices_TripPlanFragmentDoc,
    "query TripPlanDesk($first: Int!, $after: String, $filter: TripPlanFilter!) {\n  tripPlans(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...TripPlanCard_tripPlan\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.TripPlanDeskDocument,
    "fragment TripPlanForm_state on State {\n  id\n  name\n  places {\n    id\n    title\n    destination\n    price\n  }\n}": types.TripPlanForm_StateFragmentDoc,
    "fragment TripPlanSaved_tripPlan on TripPlan {\n  id\n  reference\n  email\n  ...TripPlanChoices_tripPlan\n  estimate {\n    ...TripEstimateFacts_estimate\n  }\n}": types.TripPlanSaved_TripPlanFragmentDoc,
    "mutation UpdateTripPlanStatus($input: UpdateTripPlanStatusInput!) {\n  updateTripPlanStatus(input: $input) {\n    tripPlan {\n      id\n      ...TripPlanCard_tripPlan\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.UpdateTripPlanStatusDocument,
    "query AboutPage {\n  grievanceOfficer {\n    ...GrievanceOfficer_officer\n  }\n}": types.AboutPageDocument,
    "query AllReviewsPage($page: Int!, $perPage: Int!, $verifiedOnly: Boolean, $asAdmin: Boolean! = false) {\n  reviewsPage(\n    page: $page\n    perPage: $perPage\n    filter: {verifiedOnly: $verifiedOnly}\n  ) {\n    ...ReviewList_page\n  }\n}": types.AllReviewsPageDocument,
    "query ContactPage {\n  grievanceOfficer {\n    ...GrievanceOfficer_officer\n  }\n  me {\n    id\n    phone\n  }\n}": types.ContactPageDocument,
    "query BookingsDesk($first: Int!, $after: String, $filter: BookingFilter!) {\n  bookings(first: $first, after: $after, filter: $filter) {\n    ...BookingList_connection\n  }\n  topBookedStates {\n    ...TopStatesChart_stateBookingCount\n  }\n  states(first: 100) {\n    nodes {\n      id\n      ...AdminBookingFilters_state\n    }\n  }\n}": types.BookingsDeskDocument,
    "query EditReviewPage($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Review {\n      viewerCanEdit\n      ...ReviewEditForm_review\n    }\n  }\n}": types.EditReviewPageDocument,
    "query EditSpecialTourPage($id: ID!) {\n  me {\n    id\n    role\n  }\n  node(id: $id) {\n    id\n    ... on Tour {\n      state {\n        id\n      }\n      ...TourEditForm_tour\n    }\n  }\n}": types.EditSpecialTourPageDocument,
    "query EditTourPage($id: ID!) {\n  me {\n    id\n    role\n  }\n  node(id: $id) {\n    id\n    ... on Place {\n      ...PlaceEditForm_place\n    }\n  }\n}": types.EditTourPageDocument,
    "query HomePage($asAdmin: Boolean! = false) {\n  specialTours(first: 8) {\n    edges {\n      cursor\n      node {\n        id\n        ...TourCard_tour\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  places(first: 8, filter: {featured: true}) {\n    edges {\n      cursor\n      node {\n        id\n        ...PlaceCard_place\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  reviews(first: 3) {\n    edges {\n      cursor\n      node {\n        id\n        ...ReviewCard_review\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.HomePageDocument,
    "query IndiaToursPage($first: Int!, $after: String) {\n  places(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...PlaceCard_place\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.IndiaToursPageDocument,
    "query PlaceDetailsPage($slug: String!) {\n  place(slug: $slug) {\n    id\n    ...PlaceSpotlight_place\n    state {\n      id\n      name\n      tour {\n        id\n        ...TourCard_tour\n      }\n      places {\n        id\n        ...PlaceSpotlight_place\n        ...PlaceStrip_place\n      }\n    }\n  }\n}": types.PlaceDetailsPageDocument,
    "query ReviewPage($slug: String!) {\n  place(slug: $slug) {\n    id\n    title\n    slug\n  }\n}": types.ReviewPageDocument,
    "query SearchPage($query: String!) {\n  search(query: $query) {\n    state {\n      id\n      name\n      slug\n    }\n    places {\n      id\n      ...PlaceCard_place\n    }\n  }\n}": types.SearchPageDocument,
    "query SpecialToursPage($first: Int!, $after: String) {\n  specialTours(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...TourCard_tour\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.SpecialToursPageDocument,
    "query TourCalendarPage($id: ID!, $from: LocalDate!, $to: LocalDate!) {\n  me {\n    id\n    role\n  }\n  tour(id: $id) {\n    id\n    title\n    calendar {\n      ...DefaultSeatsForm_calendar\n      dates(from: $from, to: $to) {\n        ...CalendarDates_date\n      }\n      upcoming: dates {\n        date\n        seatsTaken\n      }\n    }\n  }\n}": types.TourCalendarPageDocument,
    "query TourPage($id: ID!) {\n  tour(id: $id) {\n    id\n    ...TourBookingDetails_tour\n    ...BookingForm_tour\n  }\n  me {\n    id\n    ...BookingForm_account\n  }\n}": types.TourPageDocument,
    "query TripPlanPage {\n  states(first: 100) {\n    nodes {\n      id\n      ...TripPlanForm_state\n    }\n  }\n}": types.TripPlanPageDocument,
    "mutation LogOut {\n  logOut {\n    loggedOut\n  }\n}": types.LogOutDocument,
    "fragment SessionUser_user on User {\n  id\n  name\n  email\n  role\n}\n\nquery SessionUser {\n  me {\n    ...SessionUser_user\n  }\n}": types.SessionUser_UserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchSuggestions($text: String!, $first: Int! = 10) {\n  suggestions(text: $text, first: $first) {\n    label\n    type\n    slug\n    context\n    place {\n      id\n      title\n      slug\n    }\n  }\n}"): (typeof documents)["query SearchSuggestions($text: String!, $first: Int! = 10) {\n  suggestions(text: $text, first: $first) {\n    label\n    type\n    slug\n    context\n    place {\n      id\n      title\n      slug\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AccountForm_error on AccountError {\n  code\n  field\n  message\n}"): (typeof documents)["fragment AccountForm_error on AccountError {\n  code\n  field\n  message\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    user {\n      ...SessionUser_user\n    }\n    errors {\n      ...AccountForm_error\n    }\n  }\n}"): (typeof documents)["mutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    user {\n      ...SessionUser_user\n    }\n    errors {\n      ...AccountForm_error\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    user {\n      ...SessionUser_user\n    }\n    errors {\n      ...AccountForm_error\n    }\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    user {\n      ...SessionUser_user\n    }\n    errors {\n      ...AccountForm_error\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n    errors {\n      ...AccountForm_error\n    }\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n    errors {\n      ...AccountForm_error\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n    errors {\n      ...AccountForm_error\n    }\n  }\n}"): (typeof documents)["mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n    errors {\n      ...AccountForm_error\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CalendarDates_date on TourCalendarDate {\n  date\n  status\n  seats\n  hasOwnSeats\n  isClosed\n  seatsTaken\n  seatsHeld\n  seatsLeft\n}"): (typeof documents)["fragment CalendarDates_date on TourCalendarDate {\n  date\n  status\n  seats\n  hasOwnSeats\n  isClosed\n  seatsTaken\n  seatsHeld\n  seatsLeft\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarDesk($after: String) {\n  goldenTriangle: tour(id: \"999\") {\n    id\n    title\n    route\n  }\n  specialTours(first: 100, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        title\n        route\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query CalendarDesk($after: String) {\n  goldenTriangle: tour(id: \"999\") {\n    id\n    title\n    route\n  }\n  specialTours(first: 100, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        title\n        route\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarHistory($id: ID!, $after: String) {\n  tour(id: $id) {\n    id\n    calendar {\n      changes(first: 10, after: $after) {\n        ...CalendarHistory_changes\n      }\n    }\n  }\n}\n\nfragment CalendarHistory_changes on TourCalendarChangeConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      date\n      seatsBefore\n      seatsAfter\n      closedBefore\n      closedAfter\n      changedByName\n      changedAt\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}"): (typeof documents)["query CalendarHistory($id: ID!, $after: String) {\n  tour(id: $id) {\n    id\n    calendar {\n      changes(first: 10, after: $after) {\n        ...CalendarHistory_changes\n      }\n    }\n  }\n}\n\nfragment CalendarHistory_changes on TourCalendarChangeConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      date\n      seatsBefore\n      seatsAfter\n      closedBefore\n      closedAfter\n      changedByName\n      changedAt\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarManifest($id: ID!, $date: LocalDate!) {\n  tour(id: $id) {\n    id\n    calendar {\n      manifest(date: $date) {\n        date\n        travellers\n        bookings {\n          id\n          reference\n          name\n          phone\n          adults\n          children\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query CalendarManifest($id: ID!, $date: LocalDate!) {\n  tour(id: $id) {\n    id\n    calendar {\n      manifest(date: $date) {\n        date\n        travellers\n        bookings {\n          id\n          reference\n          name\n          phone\n          adults\n          children\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChangedCalendar_calendar on TourCalendar {\n  dates(from: $from, to: $to) {\n    ...CalendarDates_date\n  }\n  changes(first: 10) {\n    ...CalendarHistory_changes\n  }\n}"): (typeof documents)["fragment ChangedCalendar_calendar on TourCalendar {\n  dates(from: $from, to: $to) {\n    ...CalendarDates_date\n  }\n  changes(first: 10) {\n    ...CalendarHistory_changes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DefaultSeatsForm_calendar on TourCalendar {\n  defaultSeats\n}"): (typeof documents)["fragment DefaultSeatsForm_calendar on TourCalendar {\n  defaultSeats\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTourCalendar($input: UpdateTourCalendarInput!, $from: LocalDate!, $to: LocalDate!) {\n  updateTourCalendar(input: $input) {\n    tour {\n      id\n      calendar {\n        ...DefaultSeatsForm_calendar\n        ...ChangedCalendar_calendar\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation UpdateTourCalendar($input: UpdateTourCalendarInput!, $from: LocalDate!, $to: LocalDate!) {\n  updateTourCalendar(input: $input) {\n    tour {\n      id\n      calendar {\n        ...DefaultSeatsForm_calendar\n        ...ChangedCalendar_calendar\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTourDates($input: UpdateTourDatesInput!, $from: LocalDate!, $to: LocalDate!) {\n  updateTourDates(input: $input) {\n    tour {\n      id\n      calendar {\n        ...ChangedCalendar_calendar\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation UpdateTourDates($input: UpdateTourDatesInput!, $from: LocalDate!, $to: LocalDate!) {\n  updateTourDates(input: $input) {\n    tour {\n      id\n      calendar {\n        ...ChangedCalendar_calendar\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TourDates($id: ID!, $from: LocalDate!, $to: LocalDate!) {\n  tour(id: $id) {\n    id\n    availability(from: $from, to: $to) {\n      date\n      status\n      seatsLeft\n    }\n  }\n}"): (typeof documents)["query TourDates($id: ID!, $from: LocalDate!, $to: LocalDate!) {\n  tour(id: $id) {\n    id\n    availability(from: $from, to: $to) {\n      date\n      status\n      seatsLeft\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminBookingFilters_state on State {\n  id\n  name\n}"): (typeof documents)["fragment AdminBookingFilters_state on State {\n  id\n  name\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Book($input: BookInput!) {\n  book(input: $input) {\n    booking {\n      id\n      reference\n      totalPrice\n      pricePerPerson\n      confirmationMailStatus\n    }\n    confirmationMailQueued\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation Book($input: BookInput!) {\n  book(input: $input) {\n    booking {\n      id\n      reference\n      totalPrice\n      pricePerPerson\n      confirmationMailStatus\n    }\n    confirmationMailQueued\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingChanges($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Booking {\n      changes {\n        changedAt\n        byAdmin\n        arrivalBefore\n        arrivalAfter\n        departureBefore\n        departureAfter\n        adultsBefore\n        adultsAfter\n        childrenBefore\n        childrenAfter\n        totalAfter\n        fee\n      }\n    }\n  }\n}"): (typeof documents)["query BookingChanges($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Booking {\n      changes {\n        changedAt\n        byAdmin\n        arrivalBefore\n        arrivalAfter\n        departureBefore\n        departureAfter\n        adultsBefore\n        adultsAfter\n        childrenBefore\n        childrenAfter\n        totalAfter\n        fee\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BookingForm_tour on Tour {\n  id\n  title\n  pricePerPerson\n}\n\nfragment BookingForm_account on User {\n  id\n  name\n  email\n  phone\n}"): (typeof documents)["fragment BookingForm_tour on Tour {\n  id\n  title\n  pricePerPerson\n}\n\nfragment BookingForm_account on User {\n  id\n  name\n  email\n  phone\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BookingList_connection on BookingConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      id\n      ...BookingSummary_booking\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}"): (typeof documents)["fragment BookingList_connection on BookingConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      id\n      ...BookingSummary_booking\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingQuote($id: ID!) {\n  node(id: $id) {\n    ... on Booking {\n      id\n      ...CancelBookingButton_booking\n    }\n  }\n}"): (typeof documents)["query BookingQuote($id: ID!) {\n  node(id: $id) {\n    ... on Booking {\n      id\n      ...CancelBookingButton_booking\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BookingSummary_booking on Booking {\n  id\n  reference\n  tourTitle\n  tourRoute\n  tourImage\n  arrivalDate\n  departureDate\n  adults\n  children\n  totalPrice\n  status\n  isCancellable\n  cancelledAt\n  cancellationFee\n  cancellationFeePercent\n  refund\n  cancellationQuote {\n    isCancellable\n    summary\n  }\n  name\n  email\n  ...CancelBookingButton_booking\n  ...ChangeBookingButton_booking\n}"): (typeof documents)["fragment BookingSummary_booking on Booking {\n  id\n  reference\n  tourTitle\n  tourRoute\n  tourImage\n  arrivalDate\n  departureDate\n  adults\n  children\n  totalPrice\n  status\n  isCancellable\n  cancelledAt\n  cancellationFee\n  cancellationFeePercent\n  refund\n  cancellationQuote {\n    isCancellable\n    summary\n  }\n  name\n  email\n  ...CancelBookingButton_booking\n  ...ChangeBookingButton_booking\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CancelBookingButton_booking on Booking {\n  id\n  reference\n  tourTitle\n  arrivalDate\n  departureDate\n  cancellationQuote {\n    isCancellable\n    feePercent\n    summary\n  }\n}"): (typeof documents)["fragment CancelBookingButton_booking on Booking {\n  id\n  reference\n  tourTitle\n  arrivalDate\n  departureDate\n  cancellationQuote {\n    isCancellable\n    feePercent\n    summary\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelBooking($input: CancelBookingInput!) {\n  cancelBooking(input: $input) {\n    booking {\n      id\n      ...BookingSummary_booking\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation CancelBooking($input: CancelBookingInput!) {\n  cancelBooking(input: $input) {\n    booking {\n      id\n      ...BookingSummary_booking\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChangeBookingButton_booking on Booking {\n  id\n  reference\n  tourTitle\n  arrivalDate\n  departureDate\n  adults\n  children\n  version\n}"): (typeof documents)["fragment ChangeBookingButton_booking on Booking {\n  id\n  reference\n  tourTitle\n  arrivalDate\n  departureDate\n  adults\n  children\n  version\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingChangeQuote($input: ChangeBookingInput!) {\n  bookingChangeQuote(input: $input) {\n    version\n    quote {\n      totalBefore\n      totalAfter\n      fee\n      summary\n      cancellationAfter {\n        summary\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["query BookingChangeQuote($input: ChangeBookingInput!) {\n  bookingChangeQuote(input: $input) {\n    version\n    quote {\n      totalBefore\n      totalAfter\n      fee\n      summary\n      cancellationAfter {\n        summary\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeBooking($input: ChangeBookingInput!) {\n  changeBooking(input: $input) {\n    booking {\n      id\n      ...BookingSummary_booking\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation ChangeBooking($input: ChangeBookingInput!) {\n  changeBooking(input: $input) {\n    booking {\n      id\n      ...BookingSummary_booking\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingCountries {\n  countries {\n    code\n    name\n  }\n}"): (typeof documents)["query BookingCountries {\n  countries {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OverlappingBookings($from: LocalDate!, $to: LocalDate!) {\n  myBookings(\n    first: 5\n    filter: {status: CONFIRMED, overlapping: {from: $from, to: $to}}\n  ) {\n    nodes {\n      id\n      tourTitle\n      arrivalDate\n      departureDate\n    }\n  }\n}"): (typeof documents)["query OverlappingBookings($from: LocalDate!, $to: LocalDate!) {\n  myBookings(\n    first: 5\n    filter: {status: CONFIRMED, overlapping: {from: $from, to: $to}}\n  ) {\n    nodes {\n      id\n      tourTitle\n      arrivalDate\n      departureDate\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OwnBookings($first: Int!, $after: String) {\n  myBookings(first: $first, after: $after) {\n    ...BookingList_connection\n  }\n}"): (typeof documents)["query OwnBookings($first: Int!, $after: String) {\n  myBookings(first: $first, after: $after) {\n    ...BookingList_connection\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TopStatesChart_stateBookingCount on StateBookingCount {\n  state\n  count\n}"): (typeof documents)["fragment TopStatesChart_stateBookingCount on StateBookingCount {\n  state\n  count\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TourBookingDetails_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  route\n  attractions\n  pricePerPerson\n  places {\n    id\n    slug\n    title\n    city\n    price\n    image\n    fallbackImage\n  }\n}"): (typeof documents)["fragment TourBookingDetails_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  route\n  attractions\n  pricePerPerson\n  places {\n    id\n    slug\n    title\n    city\n    price\n    image\n    fallbackImage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingMailStatus($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Booking {\n      confirmationMailStatus\n    }\n  }\n}"): (typeof documents)["query BookingMailStatus($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Booking {\n      confirmationMailStatus\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlaceCard_place on Place {\n  id\n  slug\n  title\n  city\n  destination\n  price\n  image\n  fallbackImage\n  averageRating\n  reviewCount\n}"): (typeof documents)["fragment PlaceCard_place on Place {\n  id\n  slug\n  title\n  city\n  destination\n  price\n  image\n  fallbackImage\n  averageRating\n  reviewCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlaceEditForm_place on Place {\n  id\n  slug\n  title\n  description\n  city\n  price\n  image\n  fallbackImage\n}"): (typeof documents)["fragment PlaceEditForm_place on Place {\n  id\n  slug\n  title\n  description\n  city\n  price\n  image\n  fallbackImage\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlaceSpotlight_place on Place {\n  id\n  slug\n  title\n  description\n  city\n  destination\n  price\n  image\n  fallbackImage\n  averageRating\n  reviewCount\n}"): (typeof documents)["fragment PlaceSpotlight_place on Place {\n  id\n  slug\n  title\n  description\n  city\n  destination\n  price\n  image\n  fallbackImage\n  averageRating\n  reviewCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlaceStrip_place on Place {\n  id\n  slug\n  title\n  city\n  image\n  fallbackImage\n}"): (typeof documents)["fragment PlaceStrip_place on Place {\n  id\n  slug\n  title\n  city\n  image\n  fallbackImage\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TourCard_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  route(first: 6)\n  attractions(first: 5)\n  attractionCount\n  pricePerPerson\n  averageRating\n  reviewCount\n}"): (typeof documents)["fragment TourCard_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  route(first: 6)\n  attractions(first: 5)\n  attractionCount\n  pricePerPerson\n  averageRating\n  reviewCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TourEditForm_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  edits {\n    title\n    image\n    route\n    attractions\n  }\n  derived {\n    title\n    image\n    route\n    attractions\n  }\n}"): (typeof documents)["fragment TourEditForm_tour on Tour {\n  id\n  title\n  name\n  image\n  fallbackImage\n  edits {\n    title\n    image\n    route\n    attractions\n  }\n  derived {\n    title\n    image\n    route\n    attractions\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePlace($input: UpdatePlaceInput!) {\n  updatePlace(input: $input) {\n    place {\n      id\n      ...PlaceCard_place\n      ...PlaceSpotlight_place\n      ...PlaceStrip_place\n      ...PlaceEditForm_place\n      state {\n        id\n        tour {\n          id\n          ...TourCard_tour\n          wholeRoute: route\n          allAttractions: attractions\n        }\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation UpdatePlace($input: UpdatePlaceInput!) {\n  updatePlace(input: $input) {\n    place {\n      id\n      ...PlaceCard_place\n      ...PlaceSpotlight_place\n      ...PlaceStrip_place\n      ...PlaceEditForm_place\n      state {\n        id\n        tour {\n          id\n          ...TourCard_tour\n          wholeRoute: route\n          allAttractions: attractions\n        }\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTour($input: UpdateTourInput!) {\n  updateTour(input: $input) {\n    tour {\n      id\n      ...TourCard_tour\n      ...TourEditForm_tour\n      wholeRoute: route\n      allAttractions: attractions\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation UpdateTour($input: UpdateTourInput!) {\n  updateTour(input: $input) {\n    tour {\n      id\n      ...TourCard_tour\n      ...TourEditForm_tour\n      wholeRoute: route\n      allAttractions: attractions\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactDesk($first: Int!, $after: String, $filter: ContactMessageFilter!) {\n  contactMessages(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...ContactMessageCard_message\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ContactDesk($first: Int!, $after: String, $filter: ContactMessageFilter!) {\n  contactMessages(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...ContactMessageCard_message\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ContactMessageCard_message on ContactMessage {\n  id\n  ticketNumber\n  name\n  email\n  phone\n  message\n  receivedAt\n  handledAt\n  operatorMailStatus\n}"): (typeof documents)["fragment ContactMessageCard_message on ContactMessage {\n  id\n  ticketNumber\n  name\n  email\n  phone\n  message\n  receivedAt\n  handledAt\n  operatorMailStatus\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactTicketMailStatus($number: String!) {\n  contactTicket(number: $number) {\n    number\n    operatorMailStatus\n  }\n}"): (typeof documents)["query ContactTicketMailStatus($number: String!) {\n  contactTicket(number: $number) {\n    number\n    operatorMailStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GrievanceOfficer_officer on GrievanceOfficer {\n  name\n  designation\n  email\n  phone\n  address\n}"): (typeof documents)["fragment GrievanceOfficer_officer on GrievanceOfficer {\n  name\n  designation\n  email\n  phone\n  address\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkContactMessageHandled($input: MarkContactMessageHandledInput!) {\n  markContactMessageHandled(input: $input) {\n    contactMessage {\n      id\n      ...ContactMessageCard_message\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation MarkContactMessageHandled($input: MarkContactMessageHandledInput!) {\n  markContactMessageHandled(input: $input) {\n    contactMessage {\n      id\n      ...ContactMessageCard_message\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendContactMessage($input: SendContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    ticket {\n      number\n      operatorMailStatus\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation SendContactMessage($input: SendContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    ticket {\n      number\n      operatorMailStatus\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MailCard_mail on OutboxMail {\n  id\n  recipient\n  subject\n  status\n  attempts\n  lastError\n  queuedAt\n  finishedAt\n  nextAttemptAt\n}"): (typeof documents)["fragment MailCard_mail on OutboxMail {\n  id\n  recipient\n  subject\n  status\n  attempts\n  lastError\n  queuedAt\n  finishedAt\n  nextAttemptAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MailDesk($first: Int!, $after: String, $filter: OutboxFilter!) {\n  mailOutbox(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...MailCard_mail\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query MailDesk($first: Int!, $after: String, $filter: OutboxFilter!) {\n  mailOutbox(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...MailCard_mail\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RetriedMailStatus($id: ID!) {\n  node(id: $id) {\n    ... on OutboxMail {\n      id\n      ...MailCard_mail\n    }\n  }\n}"): (typeof documents)["query RetriedMailStatus($id: ID!) {\n  node(id: $id) {\n    ... on OutboxMail {\n      id\n      ...MailCard_mail\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RetryMail($input: RetryMailInput!) {\n  retryMail(input: $input) {\n    mail {\n      id\n      ...MailCard_mail\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation RetryMail($input: RetryMailInput!) {\n  retryMail(input: $input) {\n    mail {\n      id\n      ...MailCard_mail\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlaceReviews($placeId: ID!, $page: Int!, $perPage: Int!, $verifiedOnly: Boolean, $asAdmin: Boolean! = false) {\n  reviewsPage(\n    page: $page\n    perPage: $perPage\n    filter: {placeId: $placeId, verifiedOnly: $verifiedOnly}\n  ) {\n    ...ReviewList_page\n  }\n}"): (typeof documents)["query PlaceReviews($placeId: ID!, $page: Int!, $perPage: Int!, $verifiedOnly: Boolean, $asAdmin: Boolean! = false) {\n  reviewsPage(\n    page: $page\n    perPage: $perPage\n    filter: {placeId: $placeId, verifiedOnly: $verifiedOnly}\n  ) {\n    ...ReviewList_page\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewCard_review on Review {\n  id\n  firstName\n  lastName\n  tourPlace\n  rating\n  guideRating\n  overallRating\n  comment\n  userImage\n  verified\n  place {\n    id\n    slug\n    title\n  }\n  viewerCanEdit\n  viewerCanDelete\n  ...ReviewEditForm_review\n  ...ReviewCard_contact @include(if: $asAdmin)\n}\n\nfragment ReviewCard_contact on Review {\n  email\n  phone\n  createdAt\n}"): (typeof documents)["fragment ReviewCard_review on Review {\n  id\n  firstName\n  lastName\n  tourPlace\n  rating\n  guideRating\n  overallRating\n  comment\n  userImage\n  verified\n  place {\n    id\n    slug\n    title\n  }\n  viewerCanEdit\n  viewerCanDelete\n  ...ReviewEditForm_review\n  ...ReviewCard_contact @include(if: $asAdmin)\n}\n\nfragment ReviewCard_contact on Review {\n  email\n  phone\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewList_page on ReviewPage {\n  totalPages\n  totalCount\n  nodes {\n    id\n    ...ReviewCard_review\n  }\n}"): (typeof documents)["fragment ReviewList_page on ReviewPage {\n  totalPages\n  totalCount\n  nodes {\n    id\n    ...ReviewCard_review\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteReview($input: DeleteReviewInput!) {\n  deleteReview(input: $input) {\n    deletedReviewId\n    message\n  }\n}"): (typeof documents)["mutation DeleteReview($input: DeleteReviewInput!) {\n  deleteReview(input: $input) {\n    deletedReviewId\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostReview($input: PostReviewInput!) {\n  postReview(input: $input) {\n    review {\n      id\n      tourPlace\n      place {\n        id\n        title\n        slug\n        averageRating\n        reviewCount\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation PostReview($input: PostReviewInput!) {\n  postReview(input: $input) {\n    review {\n      id\n      tourPlace\n      place {\n        id\n        title\n        slug\n        averageRating\n        reviewCount\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewEditForm_review on Review {\n  id\n  tourPlace\n  comment\n  rating\n  place {\n    id\n    title\n    slug\n  }\n}"): (typeof documents)["fragment ReviewEditForm_review on Review {\n  id\n  tourPlace\n  comment\n  rating\n  place {\n    id\n    title\n    slug\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateReview($input: UpdateReviewInput!, $asAdmin: Boolean! = false) {\n  updateReview(input: $input) {\n    review {\n      id\n      ...ReviewCard_review\n      place {\n        id\n        averageRating\n        reviewCount\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation UpdateReview($input: UpdateReviewInput!, $asAdmin: Boolean! = false) {\n  updateReview(input: $input) {\n    review {\n      id\n      ...ReviewCard_review\n      place {\n        id\n        averageRating\n        reviewCount\n      }\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTripPlan($input: CreateTripPlanInput!) {\n  createTripPlan(input: $input) {\n    tripPlan {\n      id\n      ...TripPlanSaved_tripPlan\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation CreateTripPlan($input: CreateTripPlanInput!) {\n  createTripPlan(input: $input) {\n    tripPlan {\n      id\n      ...TripPlanSaved_tripPlan\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TripEstimateFacts_estimate on TripEstimate {\n  route\n  days\n  travellers\n  pricePerPerson\n  totalPrice\n}"): (typeof documents)["fragment TripEstimateFacts_estimate on TripEstimate {\n  route\n  days\n  travellers\n  pricePerPerson\n  totalPrice\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TripPlanCard_tripPlan on TripPlan {\n  id\n  reference\n  email\n  createdAt\n  status\n  ...TripPlanChoices_tripPlan\n  estimate {\n    ...TripEstimateFacts_estimate\n  }\n}"): (typeof documents)["fragment TripPlanCard_tripPlan on TripPlan {\n  id\n  reference\n  email\n  createdAt\n  status\n  ...TripPlanChoices_tripPlan\n  estimate {\n    ...TripEstimateFacts_estimate\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TripPlanChoices_tripPlan on TripPlan {\n  stateNames\n  placeTitles\n  coTravellers\n  arrivalDate\n  departureDate\n}"): (typeof documents)["fragment TripPlanChoices_tripPlan on TripPlan {\n  stateNames\n  placeTitles\n  coTravellers\n  arrivalDate\n  departureDate\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TripPlanDesk($first: Int!, $after: String, $filter: TripPlanFilter!) {\n  tripPlans(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...TripPlanCard_tripPlan\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query TripPlanDesk($first: Int!, $after: String, $filter: TripPlanFilter!) {\n  tripPlans(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...TripPlanCard_tripPlan\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TripPlanForm_state on State {\n  id\n  name\n  places {\n    id\n    title\n    destination\n    price\n  }\n}"): (typeof documents)["fragment TripPlanForm_state on State {\n  id\n  name\n  places {\n    id\n    title\n    destination\n    price\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TripPlanSaved_tripPlan on TripPlan {\n  id\n  reference\n  email\n  ...TripPlanChoices_tripPlan\n  estimate {\n    ...TripEstimateFacts_estimate\n  }\n}"): (typeof documents)["fragment TripPlanSaved_tripPlan on TripPlan {\n  id\n  reference\n  email\n  ...TripPlanChoices_tripPlan\n  estimate {\n    ...TripEstimateFacts_estimate\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTripPlanStatus($input: UpdateTripPlanStatusInput!) {\n  updateTripPlanStatus(input: $input) {\n    tripPlan {\n      id\n      ...TripPlanCard_tripPlan\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation UpdateTripPlanStatus($input: UpdateTripPlanStatusInput!) {\n  updateTripPlanStatus(input: $input) {\n    tripPlan {\n      id\n      ...TripPlanCard_tripPlan\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AboutPage {\n  grievanceOfficer {\n    ...GrievanceOfficer_officer\n  }\n}"): (typeof documents)["query AboutPage {\n  grievanceOfficer {\n    ...GrievanceOfficer_officer\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AllReviewsPage($page: Int!, $perPage: Int!, $verifiedOnly: Boolean, $asAdmin: Boolean! = false) {\n  reviewsPage(\n    page: $page\n    perPage: $perPage\n    filter: {verifiedOnly: $verifiedOnly}\n  ) {\n    ...ReviewList_page\n  }\n}"): (typeof documents)["query AllReviewsPage($page: Int!, $perPage: Int!, $verifiedOnly: Boolean, $asAdmin: Boolean! = false) {\n  reviewsPage(\n    page: $page\n    perPage: $perPage\n    filter: {verifiedOnly: $verifiedOnly}\n  ) {\n    ...ReviewList_page\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactPage {\n  grievanceOfficer {\n    ...GrievanceOfficer_officer\n  }\n  me {\n    id\n    phone\n  }\n}"): (typeof documents)["query ContactPage {\n  grievanceOfficer {\n    ...GrievanceOfficer_officer\n  }\n  me {\n    id\n    phone\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingsDesk($first: Int!, $after: String, $filter: BookingFilter!) {\n  bookings(first: $first, after: $after, filter: $filter) {\n    ...BookingList_connection\n  }\n  topBookedStates {\n    ...TopStatesChart_stateBookingCount\n  }\n  states(first: 100) {\n    nodes {\n      id\n      ...AdminBookingFilters_state\n    }\n  }\n}"): (typeof documents)["query BookingsDesk($first: Int!, $after: String, $filter: BookingFilter!) {\n  bookings(first: $first, after: $after, filter: $filter) {\n    ...BookingList_connection\n  }\n  topBookedStates {\n    ...TopStatesChart_stateBookingCount\n  }\n  states(first: 100) {\n    nodes {\n      id\n      ...AdminBookingFilters_state\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditReviewPage($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Review {\n      viewerCanEdit\n      ...ReviewEditForm_review\n    }\n  }\n}"): (typeof documents)["query EditReviewPage($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Review {\n      viewerCanEdit\n      ...ReviewEditForm_review\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditSpecialTourPage($id: ID!) {\n  me {\n    id\n    role\n  }\n  node(id: $id) {\n    id\n    ... on Tour {\n      state {\n        id\n      }\n      ...TourEditForm_tour\n    }\n  }\n}"): (typeof documents)["query EditSpecialTourPage($id: ID!) {\n  me {\n    id\n    role\n  }\n  node(id: $id) {\n    id\n    ... on Tour {\n      state {\n        id\n      }\n      ...TourEditForm_tour\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditTourPage($id: ID!) {\n  me {\n    id\n    role\n  }\n  node(id: $id) {\n    id\n    ... on Place {\n      ...PlaceEditForm_place\n    }\n  }\n}"): (typeof documents)["query EditTourPage($id: ID!) {\n  me {\n    id\n    role\n  }\n  node(id: $id) {\n    id\n    ... on Place {\n      ...PlaceEditForm_place\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePage($asAdmin: Boolean! = false) {\n  specialTours(first: 8) {\n    edges {\n      cursor\n      node {\n        id\n        ...TourCard_tour\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  places(first: 8, filter: {featured: true}) {\n    edges {\n      cursor\n      node {\n        id\n        ...PlaceCard_place\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  reviews(first: 3) {\n    edges {\n      cursor\n      node {\n        id\n        ...ReviewCard_review\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query HomePage($asAdmin: Boolean! = false) {\n  specialTours(first: 8) {\n    edges {\n      cursor\n      node {\n        id\n        ...TourCard_tour\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  places(first: 8, filter: {featured: true}) {\n    edges {\n      cursor\n      node {\n        id\n        ...PlaceCard_place\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  reviews(first: 3) {\n    edges {\n      cursor\n      node {\n        id\n        ...ReviewCard_review\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IndiaToursPage($first: Int!, $after: String) {\n  places(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...PlaceCard_place\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query IndiaToursPage($first: Int!, $after: String) {\n  places(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...PlaceCard_place\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlaceDetailsPage($slug: String!) {\n  place(slug: $slug) {\n    id\n    ...PlaceSpotlight_place\n    state {\n      id\n      name\n      tour {\n        id\n        ...TourCard_tour\n      }\n      places {\n        id\n        ...PlaceSpotlight_place\n        ...PlaceStrip_place\n      }\n    }\n  }\n}"): (typeof documents)["query PlaceDetailsPage($slug: String!) {\n  place(slug: $slug) {\n    id\n    ...PlaceSpotlight_place\n    state {\n      id\n      name\n      tour {\n        id\n        ...TourCard_tour\n      }\n      places {\n        id\n        ...PlaceSpotlight_place\n        ...PlaceStrip_place\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReviewPage($slug: String!) {\n  place(slug: $slug) {\n    id\n    title\n    slug\n  }\n}"): (typeof documents)["query ReviewPage($slug: String!) {\n  place(slug: $slug) {\n    id\n    title\n    slug\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchPage($query: String!) {\n  search(query: $query) {\n    state {\n      id\n      name\n      slug\n    }\n    places {\n      id\n      ...PlaceCard_place\n    }\n  }\n}"): (typeof documents)["query SearchPage($query: String!) {\n  search(query: $query) {\n    state {\n      id\n      name\n      slug\n    }\n    places {\n      id\n      ...PlaceCard_place\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SpecialToursPage($first: Int!, $after: String) {\n  specialTours(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...TourCard_tour\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query SpecialToursPage($first: Int!, $after: String) {\n  specialTours(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...TourCard_tour\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TourCalendarPage($id: ID!, $from: LocalDate!, $to: LocalDate!) {\n  me {\n    id\n    role\n  }\n  tour(id: $id) {\n    id\n    title\n    calendar {\n      ...DefaultSeatsForm_calendar\n      dates(from: $from, to: $to) {\n        ...CalendarDates_date\n      }\n      upcoming: dates {\n        date\n        seatsTaken\n      }\n    }\n  }\n}"): (typeof documents)["query TourCalendarPage($id: ID!, $from: LocalDate!, $to: LocalDate!) {\n  me {\n    id\n    role\n  }\n  tour(id: $id) {\n    id\n    title\n    calendar {\n      ...DefaultSeatsForm_calendar\n      dates(from: $from, to: $to) {\n        ...CalendarDates_date\n      }\n      upcoming: dates {\n        date\n        seatsTaken\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TourPage($id: ID!) {\n  tour(id: $id) {\n    id\n    ...TourBookingDetails_tour\n    ...BookingForm_tour\n  }\n  me {\n    id\n    ...BookingForm_account\n  }\n}"): (typeof documents)["query TourPage($id: ID!) {\n  tour(id: $id) {\n    id\n    ...TourBookingDetails_tour\n    ...BookingForm_tour\n  }\n  me {\n    id\n    ...BookingForm_account\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TripPlanPage {\n  states(first: 100) {\n    nodes {\n      id\n      ...TripPlanForm_state\n    }\n  }\n}"): (typeof documents)["query TripPlanPage {\n  states(first: 100) {\n    nodes {\n      id\n      ...TripPlanForm_state\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogOut {\n  logOut {\n    loggedOut\n  }\n}"): (typeof documents)["mutation LogOut {\n  logOut {\n    loggedOut\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser_user on User {\n  id\n  name\n  email\n  role\n}\n\nquery SessionUser {\n  me {\n    ...SessionUser_user\n  }\n}"): (typeof documents)["fragment SessionUser_user on User {\n  id\n  name\n  email\n  role\n}\n\nquery SessionUser {\n  me {\n    ...SessionUser_user\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;