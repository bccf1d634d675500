import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnFirstScroll } from './first-scroll';

describe('useOnFirstScroll', () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  it.each(['scroll', 'wheel', 'touchstart', 'keydown'])(
    'when the visitor first moves down the page (%s), then the action runs, once',
    (event) => {
      const action = vi.fn();
      renderHook(() => useOnFirstScroll(action));
      window.dispatchEvent(new Event('load'));
      expect(action).not.toHaveBeenCalled();

      window.dispatchEvent(new Event(event));
      window.dispatchEvent(new Event('scroll'));

      expect(action).toHaveBeenCalledOnce();
    },
  );

  it('when the page is already scrolled, then the action runs at once', () => {
    window.scrollY = 640;
    const action = vi.fn();

    renderHook(() => useOnFirstScroll(action));

    expect(action).toHaveBeenCalledOnce();
  });

  it('when the component has gone before the visitor moves, then the action never runs', () => {
    const action = vi.fn();
    const { unmount } = renderHook(() => useOnFirstScroll(action));

    unmount();
    window.dispatchEvent(new Event('scroll'));

    expect(action).not.toHaveBeenCalled();
  });
});
