import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../api/src/graphql/viewer.js';
import { watchChannel, type ChannelWatch, type Statement } from '../api/src/testing/told-on-channel.js';

let watch: ChannelWatch;
beforeAll(async () => {
  watch = await watchChannel('session_changes');
});
afterAll(() => watch.close());
const toldBy = (...statements: Statement[]) => watch.toldBy(...statements);

let serial = 0;

/** Written on the held connection: on the embedded database, the pool has no other to give. */
async function signedInAccount(): Promise<number> {
  serial += 1;
  const { rows } = await watch.connection.query<{ id: number }>(
    `INSERT INTO users (name, email, phone, password_hash, role) VALUES ('Test Person', $1, '9876543210', 'not a hash', $2) RETURNING id`,
    [`notify.${serial}.${Date.now()}@example.in`, Role.USER],
  );
  const id = rows[0]!.id;
  await watch.connection.query(`INSERT INTO sessions (user_id, token_hash) VALUES ($1, sha256(convert_to($2, 'UTF8')))`, [id, `token ${id}`]);
  return id;
}

describe('the migration that tells of session changes', () => {
  it("tells the account's id when its session is revoked, re-dated or deleted, or its role changes", async () => {
    const id = await signedInAccount();
    expect(await toldBy([`UPDATE sessions SET revoked_at = now() WHERE user_id = $1`, [id]])).toEqual([`session_changes:${id}`]);
    expect(await toldBy([`UPDATE sessions SET created_at = created_at - interval '1 day' WHERE user_id = $1`, [id]])).toEqual([`session_changes:${id}`]);
    expect(await toldBy([`UPDATE sessions SET last_seen_at = last_seen_at - interval '1 hour' WHERE user_id = $1`, [id]])).toEqual([`session_changes:${id}`]);
    expect(await toldBy([`UPDATE users SET role = $2 WHERE id = $1`, [id, Role.ADMIN]])).toEqual([`session_changes:${id}`]);
    expect(await toldBy([`DELETE FROM users WHERE id = $1`, [id]])).toEqual([`session_changes:${id}`]);
  });

  it("tells nothing when a session's use is recorded, or an account changes in a way its sessions do not depend on", async () => {
    const id = await signedInAccount();
    expect(
      await toldBy(
        [`UPDATE sessions SET last_seen_at = now() + interval '1 second' WHERE user_id = $1`, [id]],
        [`UPDATE users SET name = 'Renamed Person', role = role WHERE id = $1`, [id]],
      ),
    ).toEqual([]);
  });

  it('tells every account (*) when the sessions are emptied', async () => {
    await signedInAccount();
    expect(await toldBy([`TRUNCATE sessions`, []])).toEqual(['session_changes:*']);
  });
});
