import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@tutoring/shared';
import {
  FALLBACK_THEME,
  THEMES,
  isThemeName,
  type ThemeColors,
  type ThemeName,
} from '../config/themes';
import { readStorage, subscriberWithStorageEvents, writeStorage } from './browser-storage';

/** CSS custom property for each colour; index.css maps them onto Tailwind's colour names. */
const CSS_VARIABLES: Record<keyof ThemeColors, string> = {
  primary: '--theme-primary',
  onPrimary: '--theme-on-primary',
  secondary: '--theme-secondary',
  accent: '--theme-accent',
  background: '--theme-background',
  surface: '--theme-surface',
  text: '--theme-text',
  mutedText: '--theme-muted-text',
  border: '--theme-border',
  success: '--theme-success',
  error: '--theme-error',
};

const listeners = new Set<() => void>();
let current: ThemeName = FALLBACK_THEME;

/** The stored theme; anything unknown (or no storage at all) falls back to dark. */
export function readStoredTheme(): ThemeName {
  const stored = readStorage(THEME_STORAGE_KEY);
  return isThemeName(stored) ? stored : FALLBACK_THEME;
}

function applyTheme(name: ThemeName): void {
  const theme = THEMES[name];
  const { body } = document;
  for (const [key, variable] of Object.entries(CSS_VARIABLES)) {
    body.style.setProperty(variable, theme.colors[key as keyof ThemeColors]);
  }
  body.style.colorScheme = theme.scheme;
  body.dataset.theme = name;
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
