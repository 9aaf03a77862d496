import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits.js';

@ObjectType({ description: 'Where a page of a connection sits in the whole list (Relay cursor connections).', simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow `endCursor`.' })
  hasNextPage: boolean;

  @Field(() => Boolean, { description: 'True when items precede `startCursor`.' })
  hasPreviousPage: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the first item of this page; null on an empty page.' })
  startCursor: string | null;

  @Field(() => String, { nullable: true, description: 'Cursor of the last item of this page; pass it as `after` for the next page.' })
  endCursor: string | null;
}

/** The page-size rule as a client reads it (formatError answers it in place of "Argument Validation Error"). */
const PAGE_SIZE_RULE = `first must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: PAGE_SIZE_RULE })
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_RULE })
  first: number = DEFAULT_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: 'Opaque cursor: the page starts after this item.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  after?: string | null;
}

/** One page read with `first + 1` rows, so `hasNextPage` costs no extra query. */
export interface Page<TNode> {
  readonly nodes: readonly TNode[];
  readonly cursors: readonly string[];
  readonly hasNextPage: boolean;
  readonly hasPreviousPage: boolean;
  /** Counts the whole list; only called when a client selects `totalCount`. */
  readonly countTotal: () => Promise<number>;
}

export interface ConnectionShape<TNode> {
  edges: { cursor: string; node: TNode }[];
  nodes: TNode[];
  pageInfo: PageInfo;
  totalCount(): Promise<number>;
}

/** Builds `<Type>Connection` and `<Type>Edge` for a node class (one factory, no copies per type). */
export function Connection<TNode extends object>(nodeClass: ClassType<TNode>, typeName: string, nodeDescription: string) {
  @ObjectType(`${typeName}Edge`, { description: `An edge of a ${typeName} connection.`, simpleResolvers: true })
  class Edge {
    @Field(() => String, { description: 'Opaque cursor of this item.' })
    cursor: string;

    @Field(() => nodeClass, { description: nodeDescription })
    node: TNode;
  }

  // Not emitted itself: only its named subclasses (StateConnection, …) are reachable from queries.
  @ObjectType({ simpleResolvers: true })
  abstract class ConnectionBase implements ConnectionShape<TNode> {
    @Field(() => [Edge], { description: 'The items of this page with their cursors.' })
    edges: Edge[];

    @Field(() => [nodeClass], { description: 'The items of this page, without cursors.' })
    nodes: TNode[];

    @Field(() => PageInfo, { description: 'Cursors and whether more pages exist.' })
    pageInfo: PageInfo;

    private countTotal: () => Promise<number>;

    @Field(() => Int, { description: 'Number of items in the whole list (all pages); computed only when selected.' })
    totalCount(): Promise<number> {
      return this.countTotal();
    }

    static fromPage<TConnection extends ConnectionBase>(this: new () => TConnection, page: Page<TNode>): TConnection {
      const connection = new this();
      connection.nodes = [...page.nodes];
      connection.edges = page.nodes.map((node, index) => Object.assign(new Edge(), { node, cursor: page.cursors[index]! }));
      connection.pageInfo = Object.assign(new PageInfo(), {
        hasNextPage: page.hasNextPage,
        hasPreviousPage: page.hasPreviousPage,
        startCursor: page.cursors[0] ?? null,
        endCursor: page.cursors.at(-1) ?? null,
      });
      connection.countTotal = page.countTotal;
      return connection;
    }
  }
  return ConnectionBase;
}
