/*
 * Result shapes that many API tests read, declared once. A test names the shape of the data it reads
 * (`app.graphql<{ me: Me | null }>(...)`); its assertions are what check the server answered that.
 */

/** A payload's `errors { code field message }` (STYLE §7): `field` is the input path, null for the whole call. */
export interface PayloadError {
  code: string;
  field: string[] | null;
  message: string;
}

/** A `<Type>Connection` read only through its `nodes`. */
export interface Nodes<TNode> {
  nodes: TNode[];
}
