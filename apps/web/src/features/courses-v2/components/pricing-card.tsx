import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CourseV2 } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';
import { contactLinkFor } from '../../../lib/contact-link';
import { isPriceSet, usePriceFormat } from '../../../lib/format-price';
import { useHomeContent } from '../../../lib/home-content';

function PriceOption({ label, note, amount }: { label: string; note: string; amount: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-border p-4">
      <div>
        <p className="font-semibold text-foreground">{label}</p>
        <p className="text-sm text-muted">{note}</p>
      </div>
      <p className="text-xl font-bold text-foreground">{amount}</p>
    </div>
  );
}

/** The side card: each price only when set, the enrol link, perks and the instructor. */
export function PricingCard({ course }: { course: CourseV2 }) {
  const { hourly, package: monthly } = course.price;
  const format = usePriceFormat();
  // The perks staff keep with the home page's words (Admin → Home page).
  const perks = useHomeContent().data?.perks ?? [];
  return (
    <aside className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <h2 className="text-xl font-bold text-foreground">Pricing Options</h2>
      {isPriceSet(hourly) && (
        <PriceOption label="Hourly Rate" note="Pay as you go" amount={format.hourly(hourly)} />
      )}
      {isPriceSet(monthly) && (
        <PriceOption
          label="Monthly Package"
          note="Best value for regular sessions"
          amount={format.price(monthly)}
        />
      )}
      <Link to={contactLinkFor(course.title)} className={buttonClasses('primary', 'w-full')}>
        Enroll Now
      </Link>
      <PricingPerks perks={perks} />
      <p className="border-t border-border pt-4 text-sm text-muted">
        Instructor:{' '}
        <span className="font-semibold text-foreground">
          {course.instructor?.name ?? 'Expert Instructor'}
        </span>
      </p>
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
