/** The only reader of the build-time environment (Vite's import.meta.env). */
export const env = {
  /** Same origin by default: the API serves the built site, and Vite proxies /api in dev. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  /** Requests give up after this long instead of waiting forever (docs/API.md section 6). */
  requestTimeoutMs: 15_000,
} as const;
