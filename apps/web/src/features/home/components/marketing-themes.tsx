import { themeParts } from '@tutoring/shared/plain';

/** The marketing themes staff keep (Admin → Home page): a title, then what it means. */
export function MarketingThemes({ themes }: { themes: readonly string[] | undefined }) {
  if (themes?.length === 0) return null;
  return (
    <section
      aria-labelledby="why-us-heading"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6"
    >
      <h2 id="why-us-heading" className="text-center text-3xl font-bold text-foreground">
        Why Students Choose Us
      </h2>
      <ul className="mt-10 grid min-h-40 gap-6 md:grid-cols-3">
        {(themes ?? []).map(themeParts).map(({ title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-surface p-6">
            <h3 className="text-lg font-semibold text-foreground">{title}</h3>
            {text && <p className="mt-2 whitespace-pre-line text-muted">{text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
