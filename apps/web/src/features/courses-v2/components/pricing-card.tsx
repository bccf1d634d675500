import { Check } from 'lucide-react';
import type { CourseV2 } from '@tutoring/shared';
import { InstructorLine, PriceBlock } from '../../../components/course/price-block';
import { useHomeContent } from '../../../lib/home-content';
import { courseV2View } from './course-v2-view';

/** The side card: each price only when set, the enrol link, perks and the instructor. */
export function PricingCard({ course }: { course: CourseV2 }) {
  const view = courseV2View(course);
  // The perks staff keep with the home page's words (Admin → Home page).
  const perks = useHomeContent().data?.perks ?? [];
  return (
    <aside className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <h2 className="text-xl font-bold text-foreground">Pricing Options</h2>
      <PriceBlock course={view} />
      <PricingPerks perks={perks} />
      <InstructorLine course={view} className="border-t border-border pt-4" />
    </aside>
  );
}

/** The card's perks: also the admin's preview of the home page's words. */
export function PricingPerks({ perks }: { perks: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-2 text-sm text-foreground">
      {perks.map((perk) => (
        <li key={perk} className="flex items-center gap-2">
          <Check aria-hidden="true" className="size-4 text-success" />
          {perk}
        </li>
      ))}
    </ul>
  );
}
