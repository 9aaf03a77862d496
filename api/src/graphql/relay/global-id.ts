/**
 * Global IDs are base64url("Type:databaseId"). Clients must treat them as opaque; the encoding
 * only has to be stable and reversible.
 */
export function toGlobalId(typeName: string, databaseId: number): string {
  return Buffer.from(`${typeName}:${databaseId}`, 'utf8').toString('base64url');
}

export interface DecodedGlobalId {
  readonly typeName: string;
  readonly databaseId: number;
}

/** Returns `undefined` for anything that is not an ID we issued. */
export function fromGlobalId(globalId: string): DecodedGlobalId | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(globalId)) return undefined;
  const match = /^([A-Z][A-Za-z]*):([1-9][0-9]{0,9})$/.exec(Buffer.from(globalId, 'base64url').toString('utf8'));
  if (!match) return undefined;
  const databaseId = Number(match[2]);
  return databaseId <= 2_147_483_647 ? { typeName: match[1]!, databaseId } : undefined;
}

/** The database ID behind a global ID of the given type; undefined for a malformed ID or one of another type. */
export function databaseIdOfType(globalId: string, typeName: string): number | undefined {
  const decoded = fromGlobalId(globalId);
  return decoded?.typeName === typeName ? decoded.databaseId : undefined;
}
