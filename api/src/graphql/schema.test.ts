import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { testFastPaths } from '../db/test-database.js';
import { buildAppSchema } from './schema.js';
import { printAppSchema } from './print-schema.js';

function undocumented(type: GraphQLNamedType): string[] {
  const missing = type.description ? [] : [type.name];
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`);
      for (const arg of field.args) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
    }
  } else if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
  } else if (isEnumType(type)) {
    for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

describe('the schema', () => {
  it('documents every type, field, argument and enum value (the schema is the documentation)', async () => {
    const schema = await buildAppSchema({ fastPaths: testFastPaths() });
    // Root operation types take no description in type-graphql; their fields are checked like any other.
    const rootTypeNames = new Set(['Query', 'Mutation']);
    const missing = Object.values(schema.getTypeMap())
      .filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type))
      .flatMap((type) => undocumented(type).filter((gap) => !rootTypeNames.has(gap)));
    expect(missing).toEqual([]);
  });

  it('is the same with the fast paths on and off', async () => {
    const [fast, stock] = [await buildAppSchema({ fastPaths: true }), await buildAppSchema({ fastPaths: false })];
    expect(printAppSchema(fast)).toBe(printAppSchema(stock));
  });

  it('matches the checked-in schema.graphql (run `npm run schema` after changing the API)', async () => {
    const checkedIn = await readFile(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8');
    expect(printAppSchema(await buildAppSchema({ fastPaths: testFastPaths() }))).toBe(checkedIn);
  });
});
