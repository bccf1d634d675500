import { describe, expect, it } from 'vitest';
import { sourceOf } from './visit-source';

const at = (href: string) => new URL(href);

describe('sourceOf', () => {
  it('when a visit lands with utm parameters in the hash route, then they are read and the path keeps no query', () => {
    const source = sourceOf(
      at('https://academy.example/#/courses?utm_source=news&utm_medium=email&utm_campaign=may'),
      'https://mail.example.org/inbox/123?token=secret',
    );

    expect(source).toEqual({
      landingPage: '/#/courses',
      referrer: 'https://mail.example.org',
      utmSource: 'news',
      utmMedium: 'email',
      utmCampaign: 'may',
    });
  });

  it('when the referrer is the site itself or absent, then no referrer is kept', () => {
    expect(
      sourceOf(at('https://academy.example/courses'), 'https://academy.example/').referrer,
    ).toBe('');
    expect(sourceOf(at('https://academy.example/?utm_source=x'), '')).toMatchObject({
      landingPage: '/',
      referrer: '',
      utmSource: 'x',
    });
  });
});
