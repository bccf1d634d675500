import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyStoredTheme, useTheme } from './theme-store';

// The colours themselves come from the stylesheet by the body's data-theme (config/theme-css.ts).
describe('theme store', () => {
  it('when nothing is stored, then the dark theme is applied to the body', () => {
    expect(applyStoredTheme()).toBe('dark');
    expect(document.body.dataset.theme).toBe('dark');
  });

  it('when a valid theme is stored under "theme", then it is applied', () => {
    window.localStorage.setItem('theme', 'ocean');

    expect(applyStoredTheme()).toBe('ocean');
    expect(document.body.dataset.theme).toBe('ocean');
  });

  it('when the stored value is not a theme, then dark is applied', () => {
    window.localStorage.setItem('theme', 'hotdog-stand');

    expect(applyStoredTheme()).toBe('dark');
    expect(document.body.dataset.theme).toBe('dark');
  });

  it('when a theme is chosen, then it is stored under "theme" and applied to the body', () => {
    applyStoredTheme();
    const { result } = renderHook(() => useTheme());

    act(() => result.current.setTheme('forest'));

    expect(window.localStorage.getItem('theme')).toBe('forest');
    expect(document.body.dataset.theme).toBe('forest');
    expect(result.current.theme).toBe('forest');
  });

  it('when another tab changes the theme, then this page follows', () => {
    applyStoredTheme();
    const { result } = renderHook(() => useTheme());

    act(() => {
      window.localStorage.setItem('theme', 'sunrise');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'sunrise' }));
    });

    expect(result.current.theme).toBe('sunrise');
    expect(document.body.dataset.theme).toBe('sunrise');
  });
});
