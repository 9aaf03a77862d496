/*
 * graphql-js (and graphql-scalars) word a refused value by quoting it: a password sent in a variable of the
 * wrong shape came back in the error. These rules rewrite every such message form (graphql 16:
 * execution/values.js, utilities/coerceInputValue.js, type/scalars.js, type/definition.js' enums,
 * validation/rules/ValuesOfCorrectTypeRule.js, language/parser.js' tokens) to keep the names, the path and
 * the kind of problem, never the value.
 */
type Rewrite = readonly [pattern: RegExp, replacement: string];

/** Forms that hold the value wherever they appear: a top-level message, or the reason of a refused variable. */
const VALUE_CARRYING: readonly Rewrite[] = [
  // Int, Float, String, Boolean, ID and enums: "Int cannot represent non-integer value: "abc"".
  [/^((?:Int|Float|String|Boolean|ID|Enum "\w+") cannot represent (?:a )?(?:non[ -][\w -]+ )?value): .*$/s, '$1.'],
  [/^Value ".*" does not exist in "(\w+)" enum\..*$/s, 'The value does not exist in "$1" enum.'],
  // graphql-scalars' LocalDate.
  [/^(Value is not (?:string|a valid \w+)): .*$/s, '$1.'],
  // A literal of the wrong kind: "Expected value of type "Int!", found "abc"."
  [/^(Expected value of type "[^"]+"), found .*$/s, '$1.'],
  [/^(Argument "\w+") has invalid value .*$/s, '$1 has an invalid value.'],
  // The parser names the token it did not expect, a string literal's text included (which may itself read
  // ', found String "'): the expected token's name before it is short, so the search for it is bounded.
  [/^(Syntax Error: (?:Expected [^,]{1,40}, found|Unexpected) (?:String|BlockString|Int|Float)) ".*$/s, '$1.'],
];

/** Forms that hold a key of the variable's JSON (a client's text, not a schema name), or a scalar's own words. */
const KEY_CARRYING: readonly Rewrite[] = [
  [/^Field ".*" is not defined by type "(\w+)"\..*$/s, 'A field is not defined by type "$1".'],
  [/^Field ".*" must be non-null\.$/s, 'A field must be non-null.'],
  [/^(Expected type "\w+")\. .*$/s, '$1.'],
];

/** The reasons graphql-js gives for a variable that hold names and types only. */
const VALUE_FREE_REASONS: readonly RegExp[] = [
  /^Expected type "\w+" to be an object\.$/,
  /^Expected type "\w+"\.$/,
  /^Field "\w+" of required type "[^"]+" was not provided\.$/,
  /^Expected non-nullable type "[^"]+" not to be null\.$/,
  /^Exactly one key must be specified for OneOf type "\w+"\.$/,
];

function rewritten(message: string, rewrites: readonly Rewrite[]): string | undefined {
  const rewrite = rewrites.find(([pattern]) => pattern.test(message));
  return rewrite && message.replace(rewrite[0], rewrite[1]);
}

/** A refused variable's reason without its value, or undefined for text that is no reason graphql-js gives. */
function reasonWithoutValue(reason: string): string | undefined {
  const rewrite = rewritten(reason, [...VALUE_CARRYING, ...KEY_CARRYING]);
  return rewrite ?? (VALUE_FREE_REASONS.some((pattern) => pattern.test(reason)) ? reason : undefined);
}

const REFUSED_VARIABLE = /^Variable "\$(\w+)" got invalid value /;

/** How many "; " from the end are tried as the start of the reason: a value full of them costs no more. */
const MAX_REASON_STARTS = 50;

/**
 * `Variable "$i" got invalid value <the value> at "i.email"; <reason>`. The value is printed by `inspect`
 * and may hold anything, "; " included (so may the reason, which can quote it too), so the reason is the
 * last text after a "; " that has the form of one, and the path is taken only when it has the shape of one
 * (names and indexes under the variable's name). A value made to look like a reason can only make the
 * answer vaguer, never quote it.
 */
function refusedVariableMessage(name: string, message: string): string {
  let split = message.lastIndexOf('; ');
  for (let tries = 0; split !== -1 && tries < MAX_REASON_STARTS; tries += 1, split = message.lastIndexOf('; ', split - 1)) {
    const reason = reasonWithoutValue(message.slice(split + 2));
    if (reason === undefined) continue;
    const path = new RegExp(` at "(${name}(?:\\.\\w+|\\[\\d+\\])*)"$`).exec(message.slice(0, split))?.[1];
    return `Variable "$${name}" got an invalid value${path === undefined ? '' : ` at "${path}"`}: ${reason}`;
  }
  return `Variable "$${name}" got an invalid value.`;
}

/** The message with no part of any input value in it: names, paths and the kind of problem stay. */
export function withoutInputValues(message: string): string {
  const variableName = REFUSED_VARIABLE.exec(message)?.[1];
  if (variableName !== undefined) return refusedVariableMessage(variableName, message);
  return rewritten(message, VALUE_CARRYING) ?? message;
}
