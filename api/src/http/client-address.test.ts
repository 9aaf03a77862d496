import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the client address', () => {
  it('is the connection peer when a trusted proxy forwards something that is not an IP address', async () => {
    const forwarded = { 'x-forwarded-for': `${'a'.repeat(80)}\u0085` };
    const login = await app.request('POST', '/api/auth/login', { email: 'nobody@example.in', password: 'not-the-password-1' }, { headers: forwarded });
    expect(login.status).toBe(401);

    const { errors } = await app.graphql(`mutation { logIn(input: { email: "nobody@example.in", password: "x" }) { errors { message } } }`, {}, { headers: forwarded });
    expect(errors).toBeUndefined();
    const [row] = (await app.database.dataSource.query(`SELECT count(*)::int AS junk FROM sign_in_addresses WHERE address LIKE 'aaaa%'`)) as { junk: number }[];
    expect(row?.junk).toBe(0);
  });
});
