import type { RouteObject } from 'react-router-dom';
import { Layout } from '@/components/layout/layout';
import { RouteError } from '@/components/route-error';
import { PageSkeleton } from '@/components/skeleton';
import { paths } from '@/paths';

/** The route table: every URL of the spec (§2), each a lazily loaded module. */
export const routes: RouteObject[] = [
  {
    path: paths.home.pattern,
    Component: Layout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSkeleton,
    children: [
      {
        // Errors of any page render inside the layout, header and footer intact.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('@/routes/home/home')).HomeRoute }) },
          {
            path: paths.indiaTours.pattern,
            lazy: async () => ({ Component: (await import('@/routes/india-tours/india-tours')).IndiaToursRoute }),
          },
          {
            path: paths.placeDetails.pattern,
            lazy: async () => ({
              Component: (await import('@/routes/place-details/place-details')).PlaceDetailsRoute,
            }),
          },
          {
            path: paths.specialTours.pattern,
            lazy: async () => ({
              Component: (await import('@/routes/special-tours/special-tours')).SpecialToursRoute,
            }),
          },
          {
            path: paths.search.pattern,
            lazy: async () => ({ Component: (await import('@/routes/search/search')).SearchRoute }),
          },
          {
            path: paths.about.pattern,
            lazy: async () => ({ Component: (await import('@/routes/about/about')).AboutRoute }),
          },
          {
            path: paths.login.pattern,
            lazy: async () => ({ Component: (await import('@/routes/login/login')).LoginRoute }),
          },
          {
            path: paths.register.pattern,
            lazy: async () => ({ Component: (await import('@/routes/register/register')).RegisterRoute }),
          },
          {
            path: paths.forgotPassword.pattern,
            lazy: async () => ({
              Component: (await import('@/routes/forgot-password/forgot-password')).ForgotPasswordRoute,
            }),
          },
          {
            path: paths.resetPassword.pattern,
            lazy: async () => ({
              Component: (await import('@/routes/reset-password/reset-password')).ResetPasswordRoute,
            }),
          },
          {
            path: paths.contact.pattern,
            lazy: async () => ({ Component: (await import('@/routes/contact/contact')).ContactRoute }),
          },
          {
            path: paths.tour.pattern,
            lazy: async () => ({ Component: (await import('@/routes/tour/tour')).TourRoute }),
          },
          {
            path: paths.review.pattern,
            lazy: async () => ({ Component: (await import('@/routes/review/review')).ReviewRoute }),
          },
          {
            path: paths.allReviews.pattern,
            lazy: async () => ({ Component: (await import('@/routes/all-reviews/all-reviews')).AllReviewsRoute }),
          },
          {
            path: paths.dashboard.pattern,
            lazy: async () => ({ Component: (await import('@/routes/dashboard/dashboard')).DashboardRoute }),
          },
          {
            path: paths.editTour.pattern,
            lazy: async () => ({ Component: (await import('@/routes/edit-tour/edit-tour')).EditTourRoute }),
          },
          {
            path: paths.editReview.pattern,
            lazy: async () => ({ Component: (await import('@/routes/edit-review/edit-review')).EditReviewRoute }),
          },
          {
            path: paths.editSpecialTour.pattern,
            lazy: async () => ({
              Component: (await import('@/routes/edit-special-tour/edit-special-tour')).EditSpecialTourRoute,
            }),
          },
          {
            path: paths.tourCalendar.pattern,
            lazy: async () => ({ Component: (await import('@/routes/tour-calendar/tour-calendar')).TourCalendarRoute }),
          },
          {
            path: paths.tripPlan.pattern,
            lazy: async () => ({ Component: (await import('@/routes/trip-plan/trip-plan')).TripPlanRoute }),
          },
          {
            path: paths.myBookings.pattern,
            lazy: async () => ({ Component: (await import('@/routes/my-bookings/my-bookings')).MyBookingsRoute }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('@/routes/not-found/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];
