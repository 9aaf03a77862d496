import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/getState', () => {
  it('answers the array of state documents of spec §7 from the GraphQL schema', async () => {
    const response = await fetch(`${app.baseUrl}/api/getState`);
    expect(response.status).toBe(200);
    const states = (await response.json()) as { state: string; places: unknown[] }[];
    expect(states).toHaveLength(36);
    const uttarPradesh = states.find((state) => state.state === 'Uttar Pradesh');
    expect(Object.keys(uttarPradesh!).sort()).toEqual(['_id', 'id', 'places', 'state']);
    expect(uttarPradesh!.places[0]).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      id: expect.any(String),
      title: 'Taj Mahal',
      description: expect.any(String),
      destination: expect.any(String),
      city: 'Agra',
      price: 5000,
      image: '/images/places/taj-mahal.svg',
    });
  });

  it('answers an unknown /api path with 404 and a JSON message', async () => {
    const response = await fetch(`${app.baseUrl}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No API route GET /api/nothing-here.' });
  });
});
