import { CalendarClock, GraduationCap, UserRound } from 'lucide-react';

const REASONS = [
  {
    title: 'Personalized Learning',
    text: 'Every lesson is planned around the student: their syllabus, pace and goals.',
    Icon: UserRound,
  },
  {
    title: 'Expert Instructors',
    text: 'Experienced tutors who know the exam boards and how they mark.',
    Icon: GraduationCap,
  },
  {
    title: 'Flexible Scheduling',
    text: 'Sessions at times that suit the family, in any time zone.',
    Icon: CalendarClock,
  },
] as const;

export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose-heading" className="bg-surface px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="why-choose-heading" className="text-center text-2xl font-bold text-foreground">
          Why Choose Our Tutoring?
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ title, text, Icon }) => (
            <li
              key={title}
              className="rounded-2xl border border-border bg-background p-6 text-center"
            >
              <Icon aria-hidden="true" className="mx-auto size-10 text-primary" />
              <h3 className="mt-3 text-lg font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
