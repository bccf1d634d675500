export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'danger';

// min-h-11 = 44 px: the touch-target size phones need (WCAG 2.5.5).
const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm ' +
  'font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:brightness-110',
  outline: 'border border-muted text-foreground hover:bg-surface',
  ghost: 'text-foreground hover:bg-surface',
  // Text in the page background colour: every theme keeps it 4.5:1 against error.
  danger: 'bg-error text-background hover:brightness-110',
};

/** Classes for anything that looks like a button, including links styled as one. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}
