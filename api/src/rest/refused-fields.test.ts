import { describe, expect, it } from 'vitest';
import { omitRefusedFields } from './refused-fields.js';

const refused = (code: string, path: (string | number)[]) => ({ message: 'No.', path, extensions: { code } });

describe('omitRefusedFields', () => {
  it("leaves out the fields refused to the caller, key and all, and keeps the rest of the answer", () => {
    const result = omitRefusedFields({
      data: { reviews: { nodes: [{ comment: 'Lovely.', email: null, phone: null }, { comment: 'Grand.', email: null, phone: '12' }] } },
      errors: [refused('FORBIDDEN', ['reviews', 'nodes', 0, 'email']), refused('UNAUTHENTICATED', ['reviews', 'nodes', 0, 'phone']), refused('FORBIDDEN', ['reviews', 'nodes', 1, 'email'])],
    });
    expect(result).toEqual({ data: { reviews: { nodes: [{ comment: 'Lovely.' }, { comment: 'Grand.', phone: '12' }] } } });
  });

  it('keeps a refusal of the call itself, and any other error, as errors', () => {
    const denied = { data: null, errors: [refused('UNAUTHENTICATED', ['updateReview'])] };
    expect(omitRefusedFields(denied)).toBe(denied);
    const rootRefusal = { data: { updateReview: null }, errors: [refused('FORBIDDEN', ['updateReview'])] };
    expect(omitRefusedFields(rootRefusal).errors).toHaveLength(1);
    const failure = { data: { reviews: { nodes: [{ email: null }] } }, errors: [refused('INTERNAL_SERVER_ERROR', ['reviews', 'nodes', 0, 'email'])] };
    expect(omitRefusedFields(failure).errors).toHaveLength(1);
  });

  it('keeps a refusal as an error when it emptied a parent that the answer needs', () => {
    const result = omitRefusedFields({ data: { postReview: { review: null } }, errors: [refused('FORBIDDEN', ['postReview', 'review', 'email'])] });
    expect(result.errors).toHaveLength(1);
  });
});
