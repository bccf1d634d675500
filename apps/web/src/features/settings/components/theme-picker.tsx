import { Check } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { THEME_LIST, type Theme, type ThemeName } from '../../../config/themes';
import { useTheme } from '../../../lib/theme-store';

const SWATCHES = ['primary', 'secondary', 'accent', 'background'] as const;

function ThemePreview({ theme }: { theme: Theme }) {
  return (
    <span aria-hidden="true" className="flex gap-1.5">
      {SWATCHES.map((key) => (
        <span
          key={key}
          title={key}
          className="size-7 rounded-full border border-border"
          style={{ backgroundColor: theme.colors[key] }}
        />
      ))}
    </span>
  );
}

/** Arrow keys move and choose, as in any radio group (roving focus). */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The seven themes; a choice applies at once and is kept in storage (the theme store). */
export function ThemePicker({ labelledBy }: { labelledBy: string }) {
  const { theme: current, setTheme } = useTheme();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const idPrefix = useId();
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, THEME_LIST.length);
    if (next === null) return;
    event.preventDefault();
    setTheme(THEME_LIST[next]!.name);
    buttons.current[next]?.focus();
  };
  const choose = (name: ThemeName) => setTheme(name);
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {THEME_LIST.map((theme, index) => {
        const checked = theme.name === current;
        const labelId = `${idPrefix}-${theme.name}-label`;
        const descriptionId = `${idPrefix}-${theme.name}-description`;
        return (
          <button
            key={theme.name}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-labelledby={labelId}
            aria-describedby={descriptionId}
            tabIndex={checked ? 0 : -1}
            onClick={() => choose(theme.name)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex min-h-11 flex-col gap-3 rounded-xl border-2 bg-surface p-4 text-left transition-colors ${
              checked ? 'border-primary ring-2 ring-primary/40' : 'border-border hover:border-muted'
            }`}
          >
            <span className="flex w-full items-center justify-between gap-2">
              <span id={labelId} className="font-semibold text-foreground">
                {theme.label}
              </span>
              {checked && <Check aria-hidden="true" className="size-5 text-primary" />}
            </span>
            <span id={descriptionId} className="text-sm text-muted">
              {theme.description}
            </span>
            <ThemePreview theme={theme} />
          </button>
        );
      })}
    </div>
  );
}
