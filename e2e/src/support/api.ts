import { mailsTo } from './mail-catcher';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server';

/** Direct API calls for a journey's setup and checks; the journey itself goes through the UI. */
export interface AuthResult {
  token: string;
  user: { id: string; email: string; name: string; role: string; teamMemberId?: string };
}

export async function apiCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export function signInAdmin(baseUrl: string): Promise<AuthResult> {
  return apiCall<AuthResult>(baseUrl, 'POST', '/auth/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
}

/** A new account with role user; the e-mail is unique per call. */
export function registerUser(baseUrl: string, name = 'E2E Student'): Promise<AuthResult> {
  const email = `student-${uniqueSuffix()}@e2e.test`;
  return apiCall<AuthResult>(baseUrl, 'POST', '/auth/register', {
    body: { name, email, password: 'student-password-1' },
  });
}

/** Uploads a file as the admin; answers its public URL (GET /api/files/:id). */
export async function uploadFile(
  baseUrl: string,
  token: string,
  file: { name: string; type: string; data: Buffer },
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { file?: { url: string } };
  if (response.status !== 201 || !body.file) {
    throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.file.url;
}

let counter = 0;
/** Test data names unique within the shared server's lifetime. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

/**
 * The token of a link mailed to `email` (an invitation or reset link by default, or another
 * hash screen's, e.g. 'waitlist'), read from the mail the suite's mail server received
 * (support/mail-catcher.ts): the Outbox shows it only hidden. The outbox worker sends within
 * seconds; this waits for it as a person waits for mail.
 */
export async function mailedLinkToken(
  mailDir: string,
  email: string,
  screen = 'reset-password',
): Promise<string> {
  const link = new RegExp(`#/${screen}/([A-Za-z0-9_-]+)`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const token = mailsTo(mailDir, email)
      .map((mail) => link.exec(mail)?.[1])
      .find(Boolean);
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const TUTOR_PASSWORD = 'tutor-password-1';

/** A new team member (admin): the tutor accounts of a test are tied to one of their own. */
export async function newTeamMember(
  baseUrl: string,
  adminToken: string,
  name: string,
): Promise<{ _id: string; name: string }> {
  const { member } = await apiCall<{ member: { _id: string; name: string } }>(
    baseUrl,
    'POST',
    '/team',
    { token: adminToken, body: { name, role: 'Tutor' } },
  );
  return member;
}

/**
 * A signed-in tutor tied to a new team member: invited by the admin, their password set from
 * the mailed link, then signed in (the tutor journey does the same through the pages).
 */
export async function signUpTutor(
  baseUrl: string,
  adminToken: string,
  mailDir: string,
): Promise<AuthResult> {
  const member = await newTeamMember(baseUrl, adminToken, 'Tour Tutor');
  const email = `tutor-${uniqueSuffix()}@e2e.test`;
  await apiCall(baseUrl, 'POST', '/users', {
    token: adminToken,
    body: { name: member.name, email, role: 'tutor', teamMemberId: member._id },
  });
  const token = await mailedLinkToken(mailDir, email);
  await apiCall(baseUrl, 'POST', '/auth/reset-password', {
    body: { token, newPassword: TUTOR_PASSWORD },
  });
  return apiCall<AuthResult>(baseUrl, 'POST', '/auth/login', {
    body: { email, password: TUTOR_PASSWORD },
  });
}
