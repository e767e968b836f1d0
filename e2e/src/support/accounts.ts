import type { CapturedMail } from './smtp-sink.ts';
import type { Stack } from './stack.ts';

export interface TestUser {
  name: string;
  username: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A new, unique identity (usernames: 4–30 of [a-z0-9._]). */
export function newIdentity(name = 'Budi Santoso'): TestUser {
  sequence += 1;
  const username = `u${Date.now().toString(36)}${sequence}`;
  return { name, username, email: `${username}@example.co.id`, password: 'Rahasia-123' };
}

/** The verification link of a sign-up mail (API.md §2: `<APP_URL>/verifikasi/accesstoken=<token>`). */
export function verificationLink(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"'<>]+\/verifikasi\/accesstoken=[^\s"'<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No verification link in the mail:\n${mail.text}`);
  return link;
}

async function post(stack: Stack, path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(`${stack.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const payload: unknown = await res.json();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(payload)}`);
  return payload;
}

/** Signs up through the API and verifies with the token from the captured mail: a user ready to sign in. */
export async function createVerifiedUser(stack: Stack, language: 'id' | 'en' = 'id', name?: string): Promise<TestUser> {
  const user = newIdentity(name);
  await post(stack, '/api/auth/signup', { name: user.name, username: user.username, email: user.email, password: user.password, language });
  const link = verificationLink(await stack.mail.waitForMail(user.email));
  const token = decodeURIComponent(link.split('accesstoken=')[1] ?? '');
  await post(stack, '/api/auth/users/verify', { token });
  return user;
}

/** A user token straight from the API, for the login page's `?token=` hand-over. */
export async function signInToken(stack: Stack, user: TestUser): Promise<string> {
  const res = (await post(stack, '/api/auth/signin', { username: user.username, password: user.password })) as { accessToken: string };
  return res.accessToken;
}
