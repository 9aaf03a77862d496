import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

/** The SDL checked in as schema.graphql: sorted, so diffs show real changes only. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
