import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A tour across states with a fixed id (spec §2's footer tour 999); read through `Tour`. Its places
 * are `curated_tour_places`, in order.
 */
@Entity({ name: 'curated_tours' })
export class CuratedTour {
  @PrimaryColumn({ name: 'id', type: 'integer' })
  databaseId: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  /** What the tour is called where a state's tour names its state, e.g. "Golden Triangle". */
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;
}
