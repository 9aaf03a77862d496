/**
 * An object of the schema as the spec keys it (spec §3): `_id`, its database number as text, first and in place of
 * `databaseId`; the other fields follow in the order the document selected them. A legacy answer's key order is part of
 * its bytes, so the routes build every `_id` here.
 */
export function withLegacyId<T extends { readonly databaseId: number }>({ databaseId, ...fields }: T): { _id: string } & Omit<T, 'databaseId'> {
  return { _id: String(databaseId), ...fields };
}
