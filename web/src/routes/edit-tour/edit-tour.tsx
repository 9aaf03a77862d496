import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormDone } from '@/components/form/form-done';
import { tourEditMessages } from '@/features/catalogue/edit-form-parts';
import { PlaceEditForm } from '@/features/catalogue/place-edit-form';
import { EditTourPageDocument, type PlaceEditForm_PlaceFragment } from '@/gql/graphql';
import { paths } from '@/paths';
import { AdminEditNotice, AdminEditPage, adminEditState } from './admin-edit-page';

export const editPlaceNotices = {
  notFound: 'No place has this ID.',
  loadFailed: 'We could not load this place right now. Please check your connection and try again.',
} as const;

const ALL_PLACES = { to: paths.indiaTours.to(), label: 'Browse all destinations' };

/** /edit-tour/{id} (spec §2): an admin's edit of one place, by its global ID; works from its URL alone. */
export function EditTourRoute() {
  const { id = '' } = useParams();
  return (
    <AdminEditPage heading="Edit place" lead="Change what travellers see of this place: its title, description, city, price and image.">
      <EditablePlace id={id} />
    </AdminEditPage>
  );
}

function EditablePlace({ id }: { id: string }) {
  const navigate = useNavigate();
  const answer = useQuery(EditTourPageDocument, { variables: { id }, errorPolicy: 'all' });
  const [saved, setSaved] = useState<PlaceEditForm_PlaceFragment>();
  const page = adminEditState(answer, answer.data?.node?.__typename === 'Place' ? answer.data.node : null);

  if (saved) return <PlaceSaved place={saved} />;
  if (page.status !== 'ready') {
    return <AdminEditNotice status={page.status} {...editPlaceNotices} back={ALL_PLACES} onRetry={() => void answer.refetch()} />;
  }
  const place = page.item;
  return (
    <div className="catalogue-edit-card">
      <PlaceEditForm place={place} onSaved={setSaved} onCancel={() => void navigate(paths.placeDetails.to(place.slug))} />
    </div>
  );
}

function PlaceSaved({ place }: { place: PlaceEditForm_PlaceFragment }) {
  return (
    <FormDone
      className="catalogue-edit-card"
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
