import { describe, expect, it } from 'vitest';
import { hstsForOrigin, SECURITY_HEADERS } from './security-headers';

function directives(): Record<string, string> {
  return Object.fromEntries(
    SECURITY_HEADERS['Content-Security-Policy']!.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources.join(' ')];
    }),
  );
}

describe('the security-header policy', () => {
  it('when a script is inline or evaluated, then the CSP allows none: scripts come from the site only', () => {
    expect(directives()['script-src']).toBe("'self'");
    expect(SECURITY_HEADERS['Content-Security-Policy']).not.toContain('unsafe-eval');
  });

  it('when another site frames the page, then nothing allows it', () => {
    expect(directives()['frame-ancestors']).toBe("'none'");
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
  });

  it('when nginx quotes the values, then none holds a quote, a backslash, a $ or a line break', () => {
    for (const value of Object.values(SECURITY_HEADERS)) expect(value).not.toMatch(/["\\$\n\r]/);
  });

  it.each([
    ['https://www.example.edu', true],
    ['http://intranet.example', false],
    [undefined, undefined],
  ])('when PUBLIC_ORIGIN is %s, then HSTS on every answer is %s', (origin, expected) => {
    expect(hstsForOrigin(origin)).toBe(expected);
  });
});
