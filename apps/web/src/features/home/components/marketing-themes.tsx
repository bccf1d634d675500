import { CalendarClock, Target, Users } from 'lucide-react';

const THEMES = [
  {
    icon: Target,
    title: 'Personalized Learning',
    text: 'A study plan built around your exam, your syllabus and where you are today.',
  },
  {
    icon: Users,
    title: 'Expert Instructors',
    text: 'Experienced tutors and examiners who know what the markers look for.',
  },
  {
    icon: CalendarClock,
    title: 'Flexible Scheduling',
    text: 'One-on-one or small-group sessions at times that fit school and family life.',
  },
] as const;

/** The three marketing themes of docs/PRODUCT.md section 1. */
export function MarketingThemes() {
  return (
    <section
      aria-labelledby="why-us-heading"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6"
    >
      <h2 id="why-us-heading" className="text-center text-3xl font-bold text-foreground">
        Why Students Choose Us
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {THEMES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-surface p-6">
            <Icon aria-hidden="true" className="size-8 text-primary" />
            <h3 className="mt-4 text-lg font-semibold text-foreground">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
