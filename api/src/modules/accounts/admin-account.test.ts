import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../db/test-database.js';
import type { Database } from '../../db/database.js';
import { DEFAULT_ADMIN_EMAIL, ensureAdminAccount } from './admin-account.js';
import { verifyPassword } from './password-hashing.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function adminRow(email: string) {
  const [row] = await database.dataSource.query(`SELECT role, password_hash AS "passwordHash" FROM users WHERE email = $1`, [email]);
  return row as { role: string; passwordHash: string } | undefined;
}

describe('ensureAdminAccount', () => {
  it('creates admin@localhost with a random password printed once when no admin is configured or exists', async () => {
    const lines: string[] = [];
    await ensureAdminAccount(database.dataSource, undefined, (line) => lines.push(line));
    await ensureAdminAccount(database.dataSource, undefined, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    const password = /password (\S+)/.exec(lines[0]!)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    const row = await adminRow(DEFAULT_ADMIN_EMAIL);
    expect(row!.role).toBe('ADMIN');
    expect(await verifyPassword(row!.passwordHash, password)).toBe(true);
  });

  it('creates, then updates, the configured admin (any letter case of the email)', async () => {
    await ensureAdminAccount(database.dataSource, { email: 'Ops@IndiaTours.example', password: 'first-admin-pass' }, () => {});
    expect(await verifyPassword((await adminRow('ops@indiatours.example'))!.passwordHash, 'first-admin-pass')).toBe(true);
    await ensureAdminAccount(database.dataSource, { email: 'ops@indiatours.example', password: 'second-admin-pass' }, () => {});
    const row = await adminRow('ops@indiatours.example');
    expect(row!.role).toBe('ADMIN');
    expect(await verifyPassword(row!.passwordHash, 'second-admin-pass')).toBe(true);
  });

  it('ends the sessions of an account it promotes or whose password it changes', async () => {
    const [{ id }] = await database.dataSource.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Early Bird', 'early@indiatours.example', 'x') RETURNING id`,
    );
    await database.dataSource.query(`INSERT INTO sessions (user_id, token_hash) VALUES ($1, '\\x01')`, [id]);
    await ensureAdminAccount(database.dataSource, { email: 'early@indiatours.example', password: 'promoted-pass-1' }, () => {});
    const [{ live }] = await database.dataSource.query(
      `SELECT count(*)::int AS live FROM sessions WHERE user_id = $1 AND revoked_at IS NULL`,
      [id],
    );
    expect(live).toBe(0);
  });

  it('refuses to start with one of the most common passwords as ADMIN_PASSWORD, and creates nothing', async () => {
    await expect(
      ensureAdminAccount(database.dataSource, { email: 'weak@indiatours.example', password: 'password123' }, () => {}),
    ).rejects.toThrow('ADMIN_PASSWORD is one of the most common passwords');
    expect(await adminRow('weak@indiatours.example')).toBeUndefined();
  });

  it('promotes an existing traveller account named by ADMIN_EMAIL', async () => {
    await database.dataSource.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Manager', 'manager@indiatours.example', 'x')`,
    );
    await ensureAdminAccount(database.dataSource, { email: 'manager@indiatours.example', password: 'manager-pass-1' }, () => {});
    expect((await adminRow('manager@indiatours.example'))!.role).toBe('ADMIN');
  });
});
