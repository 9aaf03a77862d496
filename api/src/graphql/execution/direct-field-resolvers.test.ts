import { Max } from 'class-validator';
import { graphql, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { Arg, Args, ArgsType, Authorized, buildSchema, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateArgument } from './argument-validation.js';
import { callFieldResolversDirectly } from './direct-field-resolvers.js';

@ObjectType()
class Probe {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  get shout(): string {
    return this.name.toUpperCase();
  }

  @Authorized('ADMIN')
  @Field(() => String)
  get whisper(): string {
    return this.name.toLowerCase();
  }
}

@ArgsType()
class ProbePageArgs {
  @Field(() => Int)
  @Max(5, { message: 'first must be at most 5.' })
  first!: number;
}

interface ProbeContext {
  readonly salutation: string;
  readonly role?: string;
}

@Resolver(() => Probe)
class ProbeResolver {
  @Query(() => Probe)
  probe(): Probe {
    return Object.assign(new Probe(), { name: 'Asha' });
  }

  @Query(() => Probe, { description: 'A root that is a plain object, not a `Probe`.' })
  plainProbe(): Pick<Probe, 'name'> {
    return { name: 'Ravi' };
  }

  @FieldResolver(() => String)
  greeting(
    @Root() probe: Probe,
    @Arg('punctuation', () => String, { nullable: true }) punctuation: string | null | undefined,
    @Ctx() { salutation }: ProbeContext,
  ): string {
    return `${salutation} ${probe.name}${punctuation ?? ''}`;
  }

  @FieldResolver(() => Boolean)
  isProbe(@Root() probe: Probe): boolean {
    return probe instanceof Probe;
  }

  @Authorized('ADMIN')
  @FieldResolver(() => String)
  secret(): string {
    return 'for admins';
  }

  @FieldResolver(() => Int)
  pageSize(@Args(() => ProbePageArgs) { first }: ProbePageArgs): number {
    return first;
  }
}

describe('callFieldResolversDirectly', () => {
  let schema: GraphQLSchema;
  const resolverOf = (fieldName: string) => (schema.getType('Probe') as GraphQLObjectType).getFields()[fieldName]!.resolve;
  const run = (source: string, context: ProbeContext = { salutation: 'Namaste' }) => graphql({ schema, source, contextValue: context });

  beforeAll(async () => {
    schema = await buildSchema({
      resolvers: [ProbeResolver],
      authChecker: ({ context }, roles) => roles.includes((context as ProbeContext).role ?? ''),
      validateFn: validateArgument,
      emitSchemaFile: false,
    });
    callFieldResolversDirectly(schema);
  });

  it('calls a method of root, context and scalar arguments directly, with what type-graphql would pass', async () => {
    expect(resolverOf('greeting')?.name).toBe('callDirectly');
    expect(resolverOf('isProbe')?.name).toBe('callDirectly');
    expect(await run(`{ probe { greeting(punctuation: "!") plain: greeting isProbe } }`)).toEqual({
      data: { probe: { greeting: 'Namaste Asha!', plain: 'Namaste Asha', isProbe: true } },
    });
  });

  it('hands a root that is not an instance of its declared class to type-graphql, which converts it', async () => {
    expect(await run(`{ plainProbe { isProbe greeting } }`)).toEqual({ data: { plainProbe: { isProbe: true, greeting: 'Namaste Ravi' } } });
  });

  it('reads a getter of the root directly, and converts a root that is not an instance as type-graphql does', async () => {
    expect(resolverOf('shout')?.name).toBe('readDirectly');
    expect(await run(`{ probe { shout } plainProbe { shout } }`)).toEqual({ data: { probe: { shout: 'ASHA' }, plainProbe: { shout: 'RAVI' } } });
  });

  it("keeps type-graphql's wrapper for a getter with roles: it still refuses the caller without them", async () => {
    expect(resolverOf('whisper')?.name).not.toBe('readDirectly');
    expect((await run(`{ probe { whisper } }`)).errors?.[0]?.message).toMatch(/Access denied/);
    expect(await run(`{ probe { whisper } }`, { salutation: 'Hello', role: 'ADMIN' })).toEqual({ data: { probe: { whisper: 'asha' } } });
  });

  it("keeps type-graphql's wrapper for a method with roles: it still refuses the caller without them", async () => {
    expect(resolverOf('secret')?.name).not.toBe('callDirectly');
    expect((await run(`{ probe { secret } }`)).errors?.[0]?.message).toMatch(/Access denied/);
    expect(await run(`{ probe { secret } }`, { salutation: 'Hello', role: 'ADMIN' })).toEqual({ data: { probe: { secret: 'for admins' } } });
  });

  it("keeps type-graphql's wrapper for an arguments class: it is still validated", async () => {
    expect(resolverOf('pageSize')?.name).not.toBe('callDirectly');
    expect(await run(`{ probe { pageSize(first: 3) } }`)).toEqual({ data: { probe: { pageSize: 3 } } });
    expect((await run(`{ probe { pageSize(first: 9) } }`)).errors?.[0]?.message).toBe('Argument Validation Error');
  });
});
