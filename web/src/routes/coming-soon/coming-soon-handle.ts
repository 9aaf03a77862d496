/** Route `handle` of a screen that is not built yet. */
export type ComingSoonHandle = { title: string; blurb: string };

export function isComingSoonHandle(handle: unknown): handle is ComingSoonHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'blurb' in handle;
}
