import { useSyncExternalStore } from 'react';
import type { AuthResponse, User } from '@tutoring/shared';
import {
  readStorage,
  removeStorage,
  subscriberWithStorageEvents,
  writeStorage,
} from './browser-storage';
import { isUser } from './session-user';

export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';

/**
 * anonymous: no token. verifying: a stored token is being checked with GET /auth/me (guards
 * wait instead of redirecting). authenticated: the server confirmed the token.
 */
export type AuthState =
  | { status: 'anonymous'; token: null; user: null }
  | { status: 'verifying'; token: string; user: User | null }
  | { status: 'authenticated'; token: string; user: User };

const ANONYMOUS: AuthState = { status: 'anonymous', token: null, user: null };

const listeners = new Set<() => void>();
let state: AuthState = ANONYMOUS;

function setState(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function readStoredUser(): User | null {
  const raw = readStorage(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Reads the session from storage; a stored token still has to be verified. */
export function restoreSession(): AuthState {
  const token = readStorage(TOKEN_STORAGE_KEY);
  setState(token ? { status: 'verifying', token, user: readStoredUser() } : ANONYMOUS);
  return state;
}

export function signIn({ token, user }: AuthResponse): void {
  writeStorage(TOKEN_STORAGE_KEY, token);
  writeStorage(USER_STORAGE_KEY, JSON.stringify(user));
  setState({ status: 'authenticated', token, user });
}

/** The server confirmed (or refreshed) the user behind the current token. */
export function confirmSession(token: string, user: User): void {
  if (state.token !== token) return; // signed out or in again meanwhile
  writeStorage(USER_STORAGE_KEY, JSON.stringify(user));
  setState({ status: 'authenticated', token, user });
}

export function signOut(): void {
  removeStorage(TOKEN_STORAGE_KEY);
  removeStorage(USER_STORAGE_KEY);
  setState(ANONYMOUS);
}

export function getAuthState(): AuthState {
  return state;
}

export function getAuthToken(): string | null {
  return state.token;
}

// Signing in or out in another tab applies here too (key null: that tab cleared storage).
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== TOKEN_STORAGE_KEY && event.key !== USER_STORAGE_KEY) {
    return;
  }
  const token = readStorage(TOKEN_STORAGE_KEY);
  const user = readStoredUser();
  if (!token) {
    if (state.status !== 'anonymous') setState(ANONYMOUS);
  } else if (user && (token !== state.token || user.id !== state.user?.id)) {
    setState({ status: 'authenticated', token, user });
  }
}

const subscribe = subscriberWithStorageEvents(listeners, onStorage);

/**
 * The session as React reads it. A page the server rendered was rendered for nobody, so while
 * the browser hydrates it the session is read as that (the server's snapshot); React renders
 * the signed-in state right after, with no mismatch.
 */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, () => ANONYMOUS);
}
