import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AdminEditFrame, AdminEditNotice, AdminEditPage, adminEditState } from '@/components/admin-edit/admin-edit-page';
import { FormDone } from '@/components/form/form-done';
import { tourEditMessages } from '@/features/catalogue/edit-form-parts';
import { PlaceEditForm } from '@/features/catalogue/place-edit-form';
import { EditTourPageDocument, type PlaceEditForm_PlaceFragment } from '@/gql/graphql';
import { paths } from '@/paths';

export const editPlaceNotices = {
  notFound: 'No place has this ID.',
  loadFailed: 'We could not load this place right now. Please check your connection and try again.',
} as const;

const ALL_PLACES = { to: paths.indiaTours.to(), label: 'Browse all destinations' };

const EDIT_PLACE_PAGE = {
  heading: 'Edit place',
  lead: 'Change what travellers see of this place: its title, description, city, price and image.',
} as const;

/** /edit-tour/{id} (spec §2): an admin's edit of one place, by its global ID; works from its URL alone. */
export function EditTourRoute() {
  const { id = '' } = useParams();
  return (
    <AdminEditPage text={EDIT_PLACE_PAGE}>
      <EditablePlace id={id} />
    </AdminEditPage>
  );
}

function EditablePlace({ id }: { id: string }) {
  const answer = useQuery(EditTourPageDocument, { variables: { id }, errorPolicy: 'all' });
  const page = adminEditState(answer, answer.data?.node?.__typename === 'Place' ? answer.data.node : null);
  return (
    <AdminEditFrame {...EDIT_PLACE_PAGE} itemTitle={page.status === 'ready' ? page.item.title : undefined}>
      {page.status === 'ready' ? (
        <PlaceEditing place={page.item} />
      ) : (
        <AdminEditNotice status={page.status} {...editPlaceNotices} back={ALL_PLACES} onRetry={() => void answer.refetch()} />
      )}
    </AdminEditFrame>
  );
}

function PlaceEditing({ place }: { place: PlaceEditForm_PlaceFragment }) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<PlaceEditForm_PlaceFragment>();
  if (saved) return <PlaceSaved place={saved} />;
  return (
    <div className="form-card form-card--wide">
      {/* Replacing the form's history entry: Back from the place page must not lead to the form again. */}
      <PlaceEditForm place={place} onSaved={setSaved} onCancel={() => void navigate(paths.placeDetails.to(place.slug), { replace: true })} />
    </div>
  );
}

function PlaceSaved({ place }: { place: PlaceEditForm_PlaceFragment }) {
  return (
    <FormDone
      className="form-card form-card--wide"
      message={tourEditMessages.saved}
      actions={
        <>
          <Link to={paths.placeDetails.to(place.slug)} className="button button--teal">
            See {place.title}
          </Link>
          <Link to={ALL_PLACES.to} className="button button--ghost">
            {ALL_PLACES.label}
          </Link>
        </>
      }
    />
  );
}
