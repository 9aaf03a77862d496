import type { DataSource, Repository } from 'typeorm';
import type { Actor } from '../../graphql/actor.js';
import { assertAdmin } from '../../graphql/viewer.js';
import type { CatalogueError } from './catalogue-editing.types.js';
import {
  placeEditErrors,
  tourEditErrors,
  trimmedPlaceEdit,
  trimmedTourEdit,
  type PlaceEdit,
  type TourEdit,
} from './catalogue-editing.validation.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';

/** A tour edit as the API takes it: a field null or left out keeps its value. */
export type TourEditChanges = { readonly [Field in keyof TourEdit]?: string | null };

/** What an edit did: the saved row, or the broken rules with `saved` null (and nothing saved). */
export interface EditResult<TSaved> {
  readonly saved: TSaved | null;
  readonly errors: CatalogueError[];
}

/**
 * The admin's edits of places and of states' special tours. An edit never touches a slug (links and
 * bookmarks keep working), a place's destination or display order, or which state it belongs to.
 * Every method answers `null` when there is no such row, whatever the input, so the caller can say
 * NOT_FOUND before any rule.
 */
export class CatalogueEditingService {
  private readonly states: Repository<State>;
  private readonly places: Repository<Place>;

  constructor(dataSource: DataSource) {
    this.states = dataSource.getRepository(State);
    this.places = dataSource.getRepository(Place);
  }

  /** Sets a place's five fields (spec §5: all required). Its search entry follows (a generated column). */
  async updatePlace(actor: Actor, databaseId: number, edit: PlaceEdit): Promise<EditResult<Place> | null> {
    assertAdmin(actor);
    const errors = placeEditErrors(edit);
    if (errors.length > 0) return (await this.places.existsBy({ databaseId })) ? { saved: null, errors } : null;
    const { affected } = await this.places.update({ databaseId }, { ...trimmedPlaceEdit(edit), updatedAt: () => 'now()' });
    const saved = affected ? await this.places.findOneBy({ databaseId }) : null;
    return saved && { saved, errors: [] };
  }

  /**
   * Stores the tour's four fields on its state (a tour's database ID is its state's); they are shown
   * instead of the values derived from its places, which stay as they are. A field left out keeps its
   * value; an empty one is stored as NULL: the card derives it from the places again.
   */
  async updateTour(actor: Actor, databaseId: number, edit: TourEditChanges): Promise<EditResult<State> | null> {
    assertAdmin(actor);
    const state = await this.states.findOneBy({ databaseId });
    if (!state) return null;
    const complete: TourEdit = {
      title: edit.title ?? state.tourTitle ?? '',
      image: edit.image ?? state.tourImage ?? '',
      route: edit.route ?? state.tourRoute ?? '',
      attractions: edit.attractions ?? state.tourAttractions ?? '',
    };
    const errors = tourEditErrors(complete);
    if (errors.length > 0) return { saved: null, errors };
    const { title, image, route, attractions } = trimmedTourEdit(complete);
    const derivedWhenEmpty = (value: string) => value || null;
    const { affected } = await this.states.update(
      { databaseId },
      {
        tourTitle: derivedWhenEmpty(title),
        tourImage: derivedWhenEmpty(image),
        tourRoute: derivedWhenEmpty(route),
        tourAttractions: derivedWhenEmpty(attractions),
        updatedAt: () => 'now()',
      },
    );
    const saved = affected ? await this.states.findOneBy({ databaseId }) : null;
    return saved && { saved, errors: [] };
  }
}
