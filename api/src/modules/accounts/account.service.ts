import { normalizedName, normalizeEmail } from '@india-tours/validation';
import { In, type DataSource, type Repository } from 'typeorm';
import type { SubmissionQuota } from '../../db/submission-quota.js';
import { admitOrThrow, minutesToWait } from '../../graphql/submission-limits.js';
import { RateLimitedError } from '../../graphql/errors.js';
import { fieldError } from '../../graphql/user-error.js';
import type { Actor } from '../../graphql/actor.js';
import { Role } from '../../graphql/viewer.js';
import { AccountErrorCode, accountServerMessages } from './account.errors.js';
import type { AccountError } from './account.types.js';
import { logInErrors, registrationErrors, type Registration } from './account.validation.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, needsRehash, verifyPassword } from './password-hashing.js';
import type { SessionService, StartedSession } from './session.service.js';
import { User } from './user.entity.js';

export type SignInResult =
  | { readonly user: User; readonly session: StartedSession; readonly errors: readonly [] }
  | { readonly user: null; readonly session: null; readonly errors: AccountError[] };

const failure = (errors: AccountError[]): SignInResult => ({ user: null, session: null, errors });

/** Registration, sign-in and sign-out. Takes the caller explicitly; knows nothing of GraphQL or HTTP. */
export class AccountService {
  private readonly users: Repository<User>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly signUpQuota: SubmissionQuota,
  ) {
    this.users = dataSource.getRepository(User);
  }

  /**
   * Creates a USER account (never another role) and signs it in. One account per email, case-insensitively; at most
   * `SIGN_UP_ADDRESS_QUOTA` new accounts per client address (RATE_LIMITED), counted in PostgreSQL across instances.
   */
  async register(actor: Actor, input: Registration): Promise<SignInResult> {
    const errors = registrationErrors(input);
    if (errors.length > 0) return failure(errors);
    const emailTaken = failure([fieldError(AccountErrorCode.EMAIL_TAKEN, accountServerMessages.emailTaken, 'email')]);
    // A taken email costs no hash (no cheap way to make the server burn CPU); ON CONFLICT below settles races.
    if (await this.users.existsBy({ email: normalizeEmail(input.email) })) return emailTaken;
    // Admitted in a transaction of its own, before the hash: a refused address must not make the server hash either.
    await this.dataSource.transaction((manager) =>
      admitOrThrow(manager, [{ quota: this.signUpQuota, key: actor.clientAddress, refusal: accountServerMessages.tooManySignUps }]),
    );
    // Hashed before the transaction: ~50 ms of CPU must not hold the (embedded, one-session) database.
    const passwordHash = await hashPassword(input.password);
    return this.dataSource.transaction(async (manager) => {
      const [created] = (await manager.query(
        `INSERT INTO users (name, email, phone, password_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [normalizedName(input.name), normalizeEmail(input.email), input.phone.trim(), passwordHash],
      )) as { id: number }[];
      if (!created) return emailTaken;
      const session = await this.sessions.start(created.id, Role.USER, manager);
      await this.throttle.rememberAddress(created.id, actor.clientAddress, manager);
      const user = await manager.findOneByOrFail(User, { databaseId: created.id });
      return { user, session, errors: [] as const };
    });
  }

  /**
   * A wrong password and an unknown email get the same error, after the same work. Failures are
   * counted per account and per client address; past the limit the attempt is refused unverified
   * (an address the account signed in from recently is held only to its own failures).
   */
  async logIn(actor: Actor, input: { email: string; password: string }): Promise<SignInResult> {
    const errors = logInErrors(input);
    if (errors.length > 0) return failure(errors);
    const email = normalizeEmail(input.email);
    const admission = await this.throttle.admit(email, actor.clientAddress);
    if (!admission.isAdmitted) {
      throw new RateLimitedError(accountServerMessages.tooManyFailures(minutesToWait(admission.retryAfterSeconds)), admission.retryAfterSeconds);
    }
    const account = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
    // Verified first, whether or not the account exists: an unknown email pays the decoy hash a wrong password pays.
    const isMatch = await verifyPassword(account?.passwordHash, input.password);
    if (!account || !isMatch) {
      await this.throttle.pruneExpired();
      return failure([fieldError(AccountErrorCode.INVALID_CREDENTIALS, accountServerMessages.invalidCredentials)]);
    }
    await this.throttle.succeeded({ id: account.databaseId, email }, actor.clientAddress);
    if (needsRehash(account.passwordHash)) await this.changePasswordHash(account.databaseId, input.password);
    return { user: account, session: await this.sessions.start(account.databaseId, account.role), errors: [] };
  }

  /** Revokes the caller's session at once; the token is worthless from this moment. */
  async logOut({ viewer }: Actor): Promise<boolean> {
    if (!viewer) return false;
    await this.sessions.revoke(viewer.sessionId);
    return true;
  }

  findUsersByIds(ids: readonly number[]): Promise<User[]> {
    return this.users.findBy({ databaseId: In([...ids]) });
  }

  private async changePasswordHash(userId: number, password: string): Promise<void> {
    await this.users.update({ databaseId: userId }, { passwordHash: await hashPassword(password) });
  }
}
