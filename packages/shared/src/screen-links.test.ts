import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from './admin-screens';
import { fillPath, screenHref } from './screen-links';
import { PUBLIC_SCREENS } from './screens';

describe('links to screens', () => {
  it('when a screen has parameters, then the link fills them in encoded after /#', () => {
    expect(screenHref(PUBLIC_SCREENS['reset-password'].path, { token: 'a b' })).toBe(
      '/#/reset-password/a%20b',
    );
  });

  it('when a query is given, then it follows the path with each value encoded', () => {
    expect(screenHref(ADMIN_SCREENS.contacts.path, {}, { q: 'Ana & Raj' })).toBe(
      '/#/admin/contacts?q=Ana%20%26%20Raj',
    );
  });

  it('when a parameter has no value, then filling the path throws and names it', () => {
    expect(() => fillPath(PUBLIC_SCREENS['manage-booking'].path)).toThrow(':token');
  });
});
