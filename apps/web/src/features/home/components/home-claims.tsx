import type { HomeClaim } from '@tutoring/shared';

/** The claims staff entered (Admin → Home page), hidden ones left out; none, no list. */
export function HomeClaims({ claims }: { claims: readonly HomeClaim[] }) {
  const shown = claims.filter((claim) => !claim.hidden);
  if (shown.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:flex sm:max-w-2xl sm:flex-wrap">
      {shown.map(({ value, label }) => (
        <li
          key={`${value} ${label}`}
          className="flex flex-col items-center rounded-xl border border-border bg-background p-3 text-center sm:min-w-32"
        >
          <span className="text-2xl font-bold text-foreground">{value}</span>
          <span className="text-sm text-muted">{label}</span>
        </li>
      ))}
    </ul>
  );
}
