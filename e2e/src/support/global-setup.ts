import type { TestProject } from 'vitest/node';
import { registerUser, signInAdmin, type AuthResult } from './api';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The admin, signed in once: login is rate limited (10 per 15 minutes per address). */
    adminAuth: AuthResult;
    /** A registered account with role user (register: 5 per hour per address). */
    userAuth: AuthResult;
  }
}

/** One server for the whole suite; test files read it with inject('baseUrl') and friends. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  try {
    project.provide('baseUrl', server.baseUrl);
    project.provide('adminAuth', await signInAdmin(server.baseUrl));
    project.provide('userAuth', await registerUser(server.baseUrl));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return async () => {
    await server.stop();
  };
}
