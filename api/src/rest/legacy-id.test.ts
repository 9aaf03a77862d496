import { describe, expect, it } from 'vitest';
import { withLegacyId } from './legacy-id.js';

describe('withLegacyId', () => {
  it("puts the spec's `_id` (the database number as text) first, in place of databaseId, and keeps the other keys in their order", () => {
    const place = withLegacyId({ databaseId: 42, id: 'UGxhY2U6NDI', title: 'Charminar', price: 1800 });
    expect(JSON.stringify(place)).toBe('{"_id":"42","id":"UGxhY2U6NDI","title":"Charminar","price":1800}');
  });
});
