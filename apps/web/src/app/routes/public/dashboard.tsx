import { Award, BookOpen, ChartLine, type LucideIcon } from 'lucide-react';
import { useAuth } from '../../../lib/auth-store';
import { usePageTitle } from '../../../lib/use-page-title';

const CARDS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Enrolled Courses', text: 'Your courses will appear here.', icon: BookOpen },
  { title: 'Learning Progress', text: 'Track your progress here soon.', icon: ChartLine },
  { title: 'Achievements', text: 'Your milestones will show up here.', icon: Award },
];

/** The signed-in user's dashboard: placeholder cards until real content arrives. */
export function DashboardRoute() {
  const auth = useAuth();
  const name = auth.user?.name ?? '';
  usePageTitle('My Dashboard');
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Welcome, {name}</h1>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-2xl border border-border bg-surface p-6">
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <h2 className="mt-3 text-lg font-semibold text-foreground">{title}</h2>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
