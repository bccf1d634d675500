import { LIMITS } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { fitWithin } from './fit-within';

describe('fitWithin', () => {
  it('when a landscape photo is fitted to the avatar size, then its width is 400 and the ratio kept', () => {
    expect(fitWithin(1600, 1200, LIMITS.avatarImagePx)).toEqual({ width: 400, height: 300 });
  });

  it('when a landscape photo is fitted to the profile size, then its width is 800 and the ratio kept', () => {
    expect(fitWithin(1600, 1200, LIMITS.profileImagePx)).toEqual({ width: 800, height: 600 });
  });

  it('when a portrait photo is fitted, then its height is the limit', () => {
    expect(fitWithin(1000, 3000, 400)).toEqual({ width: 133, height: 400 });
  });

  it('when the photo is already smaller, then it is not upscaled', () => {
    expect(fitWithin(300, 200, 800)).toEqual({ width: 300, height: 200 });
  });

  it('when a very thin photo is fitted, then no side becomes 0', () => {
    expect(fitWithin(10_000, 2, 400)).toEqual({ width: 400, height: 1 });
  });
});
