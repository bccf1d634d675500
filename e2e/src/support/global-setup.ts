import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { registerUser, signInAdmin, signUpTutor, type AuthResult } from './api';
import { startMailCatcher } from './mail-catcher';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The admin, signed in once: login is rate limited (10 per 15 minutes per address). */
    adminAuth: AuthResult;
    /** A registered account with role user (register: 5 per hour per address). */
    userAuth: AuthResult;
    /** A tutor account, tied to a team member of its own: the tour's tutor screens. */
    tutorAuth: AuthResult;
    /** Where the suite's mail server keeps what the site mailed (support/mail-catcher.ts). */
    mailDir: string;
  }
}

/** One server for the whole suite; test files read it with inject('baseUrl') and friends. */
export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'tutoring-e2e-mail-'));
  const mail = await startMailCatcher(mailDir);
  const server = await startServer(mail.url);
  const stop = async () => {
    await server.stop();
    await mail.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
  try {
    project.provide('baseUrl', server.baseUrl);
    project.provide('mailDir', mailDir);
    const adminAuth = await signInAdmin(server.baseUrl);
    project.provide('adminAuth', adminAuth);
    project.provide('userAuth', await registerUser(server.baseUrl));
    project.provide('tutorAuth', await signUpTutor(server.baseUrl, adminAuth.token, mailDir));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
