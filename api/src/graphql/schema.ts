import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { DataSource } from 'typeorm';
import type { BaseContext } from './context.js';
import { NodeResolver } from './relay/node.resolver.js';
import type { NodeFetchers } from './relay/node.js';
import {
  CatalogueService,
  catalogueNodeFetchers,
  catalogueResolvers,
  createCatalogueLoaders,
  type CatalogueContext,
} from '../modules/catalogue/index.js';
import { ReviewService, reviewNodeFetchers, reviewResolvers, type ReviewsContext } from '../modules/reviews/index.js';

/** The composition root: the only place that knows every feature (STYLE §10). */
export type RequestContext = BaseContext & CatalogueContext & ReviewsContext;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [NodeResolver, ...catalogueResolvers, ...reviewResolvers],
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
}

const nodeFetchers: NodeFetchers<RequestContext> = { ...catalogueNodeFetchers, ...reviewNodeFetchers };

/** Services are built once; loaders are per request so nothing cached leaks between callers. */
export function createContextFactory(dataSource: DataSource): () => RequestContext {
  const catalogueService = new CatalogueService(dataSource);
  const reviewService = new ReviewService(dataSource);
  return () => ({
    nodeFetchers,
    catalogue: { service: catalogueService, loaders: createCatalogueLoaders(catalogueService) },
    reviews: { service: reviewService },
  });
}
