import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@tutoring/shared/plain';
import { FALLBACK_THEME, isThemeName, type ThemeName } from '../config/theme-names';
import { readStorage, subscriberWithStorageEvents, writeStorage } from './browser-storage';

const listeners = new Set<() => void>();
let current: ThemeName = FALLBACK_THEME;

/** The stored theme; anything unknown (or no storage at all) falls back to dark. */
export function readStoredTheme(): ThemeName {
  const stored = readStorage(THEME_STORAGE_KEY);
  return isThemeName(stored) ? stored : FALLBACK_THEME;
}

/** The theme's colours and scheme come from the stylesheet (config/theme-css.ts) by this name. */
function applyTheme(name: ThemeName): void {
  document.body.dataset.theme = name;
  current = name;
  listeners.forEach((listener) => listener());
}

/** Called once at start-up (and by tests): applies whatever storage holds. */
export function applyStoredTheme(): ThemeName {
  const name = readStoredTheme();
  applyTheme(name);
  return name;
}

export function setTheme(name: ThemeName): void {
  writeStorage(THEME_STORAGE_KEY, name);
  applyTheme(name);
}

export function getTheme(): ThemeName {
  return current;
}

// Another tab changed the theme: follow it so every open page agrees.
function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY) applyStoredTheme();
}

const subscribe = subscriberWithStorageEvents(listeners, onStorage);

export function useTheme(): { theme: ThemeName; setTheme: (name: ThemeName) => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, getTheme);
  return { theme, setTheme };
}
