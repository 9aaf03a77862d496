import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '@india-tours/validation';
import type { DataSource } from 'typeorm';
import { Role } from '../../graphql/viewer.js';
import { hashPassword, isCommonPassword, verifyPassword } from './password-hashing.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

const UPSERT_ADMIN_SQL = `
  INSERT INTO users (name, email, password_hash, role) VALUES ('Administrator', $1, $2, '${Role.ADMIN}')
  ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role, updated_at = now()
  RETURNING id`;

/** A changed password or a promotion ends the account's sessions: a token from before must not gain admin rights. */
async function upsertAdmin(dataSource: DataSource, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await dataSource.transaction(async (manager) => {
    const [{ id }] = (await manager.query(UPSERT_ADMIN_SQL, [email, passwordHash])) as [{ id: number }];
    await manager.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [id]);
  });
}

/**
 * At start: ADMIN_EMAIL/ADMIN_PASSWORD create or update the operator account. Without them, and with
 * no admin yet, `admin@localhost` gets a random password printed once, so a newcomer can try the
 * admin screens; it is never printed again (the log is the only copy).
 */
export async function ensureAdminAccount(
  dataSource: DataSource,
  configured: { readonly email: string; readonly password: string } | undefined,
  log: (line: string) => void = console.log,
): Promise<void> {
  if (configured) {
    // config.ts checks the shared rules; the common-password list lives only here, with the hashing.
    if (isCommonPassword(configured.password)) {
      throw new Error('ADMIN_PASSWORD is one of the most common passwords, which attackers try first: choose another.');
    }
    const email = normalizeEmail(configured.email);
    const [current] = (await dataSource.query(`SELECT password_hash AS "passwordHash", role FROM users WHERE email = $1`, [
      email,
    ])) as { passwordHash: string; role: Role }[];
    const isCurrent = current?.role === Role.ADMIN && (await verifyPassword(current.passwordHash, configured.password));
    if (!isCurrent) await upsertAdmin(dataSource, email, configured.password);
    return;
  }
  const [{ admins }] = (await dataSource.query(`SELECT count(*)::int AS admins FROM users WHERE role = $1`, [Role.ADMIN])) as [
    { admins: number },
  ];
  if (admins > 0) return;
  const password = randomBytes(18).toString('base64url');
  await upsertAdmin(dataSource, DEFAULT_ADMIN_EMAIL, password);
  log(
    `No admin account was configured: created ${DEFAULT_ADMIN_EMAIL} with the password ${password}\n` +
      '  (shown only this once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own).',
  );
}
