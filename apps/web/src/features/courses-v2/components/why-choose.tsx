import { CalendarClock, GraduationCap, UserRound } from 'lucide-react';
import { themeParts } from '@tutoring/shared/plain';
import { useHomeContent } from '../../../lib/home-content';

/** One picture per place, repeated from the fourth reason on. */
const ICONS = [UserRound, GraduationCap, CalendarClock] as const;

/** The reasons staff keep with the home page's words (Admin → Home page); none, no section. */
export function WhyChoose() {
  const reasons = useHomeContent().data?.whyChoose;
  return <WhyChooseView reasons={reasons} />;
}

/** The section itself: also the admin's preview. Undefined while loading (its room is kept). */
export function WhyChooseView({ reasons }: { reasons: readonly string[] | undefined }) {
  if (reasons?.length === 0) return null;
  return (
    <section aria-labelledby="why-choose-heading" className="bg-surface px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="why-choose-heading" className="text-center text-2xl font-bold text-foreground">
          Why Choose Our Tutoring?
        </h2>
        <ul className="mt-8 grid min-h-40 gap-6 md:grid-cols-3">
          {(reasons ?? []).map(themeParts).map(({ title, text }, index) => {
            const Icon = ICONS[index % ICONS.length]!;
            return (
              <li
                key={`${index} ${title}`}
                className="rounded-2xl border border-border bg-background p-6 text-center"
              >
                <Icon aria-hidden="true" className="mx-auto size-10 text-primary" />
                <h3 className="mt-3 text-lg font-semibold text-foreground">{title}</h3>
                {text && <p className="mt-2 whitespace-pre-line text-sm text-muted">{text}</p>}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
