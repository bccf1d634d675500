import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

describe('useAfterFirstPaint', () => {
  it('when a component first renders, then it is false until a frame has passed, then true', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    try {
      const { result } = renderHook(() => useAfterFirstPaint());
      expect(result.current).toBe(false);

      await act(async () => {
        vi.advanceTimersToNextFrame();
      });
      expect(result.current).toBe(false); // the frame callback only queues the switch

      await act(async () => {
        vi.runAllTimers();
      });
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the component unmounts before the paint, then nothing is scheduled any more', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    try {
      const { unmount } = renderHook(() => useAfterFirstPaint());
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
