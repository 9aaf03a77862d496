import type { Page } from 'playwright-core';

export type Account = { name: string; email: string; phone: string; password: string };

/** A new account per run of a journey (each run has a fresh database, but the names read better unique). */
export function newAccount(name: string): Account {
  const slug = name.toLowerCase().replace(/\s+/g, '.');
  return { name, email: `${slug}.${Date.now()}@example.com`, phone: '9876543210', password: 'Monsoon-Trek-2024' };
}

export async function fillRegisterForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mobile number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
}

export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export function accountMenuButton(page: Page, account: Account) {
  return page.getByRole('button', { name: `Account menu for ${account.name}` });
}

export async function logOut(page: Page, account: Account): Promise<void> {
  await accountMenuButton(page, account).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
}

let integratorAddress = 0;

/**
 * Creates an account straight through the API, as an integrator would, each from an address of its own as a trusted
 * (loopback) proxy reports it: sign-ups are counted per client address.
 */
export async function registerThroughApi(baseUrl: string, account: Account): Promise<void> {
  integratorAddress += 1;
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${integratorAddress}` },
    body: JSON.stringify({
      query: 'mutation ($input: RegisterInput!) { register(input: $input) { user { id } errors { message } } }',
      variables: { input: { ...account, passwordConfirmation: account.password } },
    }),
  });
  const body = (await response.json()) as { data?: { register: { user: unknown; errors: { message: string }[] } } };
  if (!body.data?.register.user) throw new Error(`Registration through the API failed: ${JSON.stringify(body)}`);
}

/** The stored session data the page can see: everything in localStorage. */
export function readLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/** The reset link in a reset mail: it stands alone on its line in the text part. */
export function resetLinkIn(text: string | undefined): string {
  const link = text?.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`No reset link in the mail:\n${text}`);
  return link;
}
