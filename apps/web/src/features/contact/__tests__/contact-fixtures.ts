import { jsonResponse } from '../../../test/fetch-mock';

export const PRIYA = {
  _id: 'a'.repeat(24),
  name: 'Priya Shah',
  course: 'IB Maths',
  mobile: '+91 98765 43210',
  email: 'priya@example.com',
  message: 'Is there a weekend batch?',
  status: 'new',
  notes: '',
  createdAt: '2026-11-20T10:30:00.000Z',
};

/** One page of the lead list as GET /api/contact answers it. */
export function listAnswer(messages: unknown[], { total = messages.length, page = 1 } = {}) {
  return jsonResponse({ messages, total, page, limit: 20 });
}

/** The query of a request URL, as an object. */
export function queryOf(url: unknown): Record<string, string> {
  return Object.fromEntries(new URL(String(url), 'http://test').searchParams);
}
