import type { Request } from 'express';

/** The JSON body as an object; anything else (no body, an array, a number) reads as empty. */
export function bodyOf(request: Request): Record<string, unknown> {
  const body: unknown = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A field of the JSON body as text; anything missing or not a string becomes '' and fails validation clearly. */
export function textOf(request: Request, key: string): string {
  const value = bodyOf(request)[key];
  return typeof value === 'string' ? value : '';
}
