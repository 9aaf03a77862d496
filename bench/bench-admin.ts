/**
 * The admin account `npm run bench:data` creates and `npm run bench:compare` signs in with (W4 is an admin's
 * desk). The password is published here on purpose: it opens a throwaway benchmark database only. BEWARE: never
 * run bench:data on a database a real server serves.
 */
export const BENCH_ADMIN = {
  email: 'bench-admin@india-tours.test',
  password: 'bench-desk-passphrase-2026',
} as const;

/** The generated travellers' addresses end with this, so their rows are told apart from anyone else's. */
export const BENCH_USER_EMAIL_DOMAIN = 'bench.india-tours.test';
