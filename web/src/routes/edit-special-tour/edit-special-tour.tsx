import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AdminEditFrame, AdminEditNotice, AdminEditPage, adminEditState } from '@/components/admin-edit/admin-edit-page';
import { FormDone } from '@/components/form/form-done';
import { tourEditMessages } from '@/features/catalogue/edit-form-parts';
import { TourEditForm } from '@/features/catalogue/tour-edit-form';
import { EditSpecialTourPageDocument, type EditSpecialTourPageQuery, type TourEditForm_TourFragment } from '@/gql/graphql';
import { paths } from '@/paths';

export const editSpecialTourNotices = {
  notFound: 'No special tour has this ID.',
  loadFailed: 'We could not load this tour right now. Please check your connection and try again.',
} as const;

const ALL_TOURS = { to: paths.specialTours.to(), label: 'See all special tours' };

const EDIT_TOUR_PAGE = {
  heading: 'Edit special tour',
  lead: "Change the title, image, route and attractions travellers see on this tour's card.",
} as const;

/** /edit-spicaltour/{id} (spec §2): an admin's edit of a state's special tour, by its global ID; works from its URL alone. */
export function EditSpecialTourRoute() {
  const { id = '' } = useParams();
  return (
    <AdminEditPage text={EDIT_TOUR_PAGE}>
      <EditableTour id={id} />
    </AdminEditPage>
  );
}

/** Only a state's special tour is edited here: a tour across states (no `state`) names nothing to edit. */
function stateTourOf(data: EditSpecialTourPageQuery | undefined) {
  const node = data?.node;
  return node?.__typename === 'Tour' && node.state ? node : null;
}

function EditableTour({ id }: { id: string }) {
  const answer = useQuery(EditSpecialTourPageDocument, { variables: { id }, errorPolicy: 'all' });
  const page = adminEditState(answer, stateTourOf(answer.data));
  return (
    <AdminEditFrame {...EDIT_TOUR_PAGE} itemTitle={page.status === 'ready' ? page.item.title : undefined}>
      {page.status === 'ready' ? (
        <TourEditing tour={page.item} />
      ) : (
        <AdminEditNotice status={page.status} {...editSpecialTourNotices} back={ALL_TOURS} onRetry={() => void answer.refetch()} />
      )}
    </AdminEditFrame>
  );
}

function TourEditing({ tour }: { tour: TourEditForm_TourFragment }) {
  const navigate = useNavigate();
  const [isSaved, setIsSaved] = useState(false);
  if (isSaved) return <TourSaved />;
  return (
    <div className="form-card form-card--wide">
      {/* The tour's other admin screen (issue 36): its start dates and seats are not on its card, so not in this form. */}
      <p>
        <Link to={paths.tourCalendar.to(tour.id)}>Calendar and seats</Link>: the tour&apos;s start dates, their seats and who starts when.
      </p>
      {/* Replacing the form's history entry: Back from the tours must not lead to the form again. */}
      <TourEditForm tour={tour} onSaved={() => setIsSaved(true)} onCancel={() => void navigate(ALL_TOURS.to, { replace: true })} />
    </div>
  );
}

function TourSaved() {
  return (
    <FormDone
      className="form-card form-card--wide"
      message={tourEditMessages.saved}
      actions={
        <Link to={ALL_TOURS.to} className="button button--teal">
          {ALL_TOURS.label}
        </Link>
      }
    />
  );
}
