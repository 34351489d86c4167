import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrl } from './server';

/**
 * The shop's mails as its admin reads them (`/api/v1/admin/outbox`: with the default mail driver
 * every mail stays there), for set-up steps that need what a mail carries — the link that proves a
 * new customer's address. Called from the test process, not the browser: the customer's own
 * session in the browser is left as it is.
 */
let adminCookie: string | null = null;

async function signInAsAdmin(): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`the admin could not sign in: ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function asAdmin(path: string): Promise<unknown> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    adminCookie ??= await signInAsAdmin();
    const answer = await fetch(`${baseUrl}${path}`, {
      headers: { cookie: adminCookie, accept: 'application/json' },
    });
    // A session past its idle limit (the admin's is short): sign in again once.
    if (answer.status === 401) {
      adminCookie = null;
      continue;
    }
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    return answer.json();
  }
  throw new Error(`${path}: the admin's session was refused`);
}

/** The text of the newest mail of `kind` written to `to`, waiting up to 10 s for it. */
export async function newestMail(to: string, kind: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const list = (await asAdmin(`/api/v1/admin/outbox?to=${encodeURIComponent(to)}`)) as {
      data: { id: number; kind: string; to: string }[];
    };
    const mail = list.data.find((item) => item.kind === kind && item.to === to);
    if (mail) {
      const detail = (await asAdmin(`/api/v1/admin/outbox/${mail.id}`)) as {
        data: { text: string };
      };
      return detail.data.text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** The kinds of every mail written to `to`, oldest first (up to 100). */
export async function mailKindsTo(to: string): Promise<string[]> {
  const list = (await asAdmin(
    `/api/v1/admin/outbox?to=${encodeURIComponent(to)}&per_page=100`,
  )) as { data: { kind: string; to: string }[] };
  return list.data
    .filter((item) => item.to === to)
    .map((item) => item.kind)
    .reverse();
}

/** Opens the link of the verification mail sent to `email`, as the customer would. */
export async function verifyAddress(email: string): Promise<void> {
  const text = await newestMail(email, 'email_verification');
  const token = /verify-email\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`the verification mail to ${email} has no link`);
  const answer = await fetch(`${baseUrl}/api/v1/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!answer.ok) throw new Error(`verifying ${email}: ${answer.status}`);
}
