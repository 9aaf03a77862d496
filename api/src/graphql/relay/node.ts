import { Field, ID, InterfaceType } from 'type-graphql';

@InterfaceType({ description: 'An object with a globally unique ID that `node(id:)` can refetch.' })
export abstract class Node {
  @Field(() => ID, {
    description: 'Opaque global identifier. Do not parse it; pass it to `node(id:)` or `nodes(ids:)` to refetch this object.',
  })
  id: string;
}

/** Loads one object of a type by its database id, applying the same permission rules as the direct field. */
export type NodeFetcher<TContext> = (databaseId: number, context: TContext) => Promise<Node | null | undefined>;

/** Type name → fetcher; composed in graphql/schema.ts from every feature's `nodeFetchers`. */
export type NodeFetchers<TContext> = Readonly<Record<string, NodeFetcher<TContext>>>;
