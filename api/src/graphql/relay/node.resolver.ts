import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { BadUserInputError, NotFoundError } from '../errors.js';
import { MAX_NODE_IDS } from '../limits.js';
import type { BaseContext } from '../context.js';
import { fromGlobalId } from './global-id.js';
import { Node } from './node.js';

async function fetchNode(globalId: string, context: BaseContext): Promise<Node> {
  const decoded = fromGlobalId(globalId);
  const fetcher = decoded ? context.nodeFetchers[decoded.typeName] : undefined;
  const node = decoded && fetcher ? await fetcher(decoded.databaseId, context as never) : undefined;
  if (!node) throw new NotFoundError('No object has this ID.');
  return node;
}

@Resolver()
export class NodeResolver {
  @Query(() => Node, {
    nullable: true,
    description: 'Any object by its global ID. Unknown, malformed and forbidden IDs give null and a NOT_FOUND error.',
  })
  node(@Arg('id', () => ID, { description: 'A global ID.' }) id: string, @Ctx() context: BaseContext): Promise<Node> {
    return fetchNode(id, context);
  }

  @Query(() => [Node], {
    nullable: 'items',
    description: `Several objects by global ID (at most ${MAX_NODE_IDS}), in the order asked; each unknown one is null with a NOT_FOUND error.`,
  })
  nodes(
    @Arg('ids', () => [ID], { description: `Global IDs, at most ${MAX_NODE_IDS}.` }) ids: string[],
    @Ctx() context: BaseContext,
  ): Promise<Node>[] {
    if (ids.length > MAX_NODE_IDS) throw new BadUserInputError(`Ask for at most ${MAX_NODE_IDS} IDs at once.`);
    return ids.map((id) => fetchNode(id, context));
  }
}
