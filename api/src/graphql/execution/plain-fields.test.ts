import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../schema.js';

describe('readPlainFieldsAsProperties', () => {
  let schema: GraphQLSchema;
  const fieldOf = (typeName: string, fieldName: string) =>
    (schema.getType(typeName) as GraphQLObjectType).getFields()[fieldName]!;

  beforeAll(async () => {
    schema = await buildAppSchema({ fastPaths: true });
  });

  it('leaves a plain field without a resolver', () => {
    expect(fieldOf('Review', 'firstName').resolve).toBeUndefined();
    expect(fieldOf('Booking', 'arrivalDate').resolve).toBeUndefined();
    expect(fieldOf('Place', 'title').resolve).toBeUndefined();
  });

  it("keeps the resolver of a field for admins only, which checks the caller's role", () => {
    expect(fieldOf('Review', 'email').resolve).toBeTypeOf('function');
    expect(fieldOf('Review', 'createdAt').resolve).toBeTypeOf('function');
  });

  it('keeps the resolver of a field worked out by a resolver class or a getter', () => {
    expect(fieldOf('Review', 'place').resolve).toBeTypeOf('function');
    expect(fieldOf('Tour', 'places').resolve).toBeTypeOf('function');
    expect(fieldOf('Review', 'id').resolve).toBeTypeOf('function');
  });
});
