import { GraduationCap, Star, Trophy } from 'lucide-react';

/** The static claims of docs/PRODUCT.md section 1; not computed from data. */
const CLAIMS = [
  { icon: GraduationCap, value: '500+', label: 'Students' },
  { icon: Star, value: '4.9', label: 'rating' },
  { icon: Trophy, value: '95%', label: 'Success' },
] as const;

export function HomeClaims() {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:max-w-xl">
      {CLAIMS.map(({ icon: Icon, value, label }) => (
        <li
          key={label}
          className="flex flex-col items-center rounded-xl border border-border bg-background p-3 text-center"
        >
          <Icon aria-hidden="true" className="size-5 text-primary" />
          <span className="mt-1 text-2xl font-bold text-foreground">{value}</span>
          <span className="text-sm text-muted">{label}</span>
        </li>
      ))}
    </ul>
  );
}
