import type { AboutContent } from '@tutoring/shared';
import { CheckCircle2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useAboutContent } from '../api/get-about-content';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { MarkdownText } from '../../../components/ui/markdown/markdown-text';

/** Home page: the institute's history and values, as the admin wrote them. */
export function AboutSection() {
  const about = useDeferredQuery(useAboutContent());
  return (
    <section
      aria-labelledby="about-heading"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6"
    >
      <h2 id="about-heading" className="text-center text-3xl font-bold text-foreground">
        About Us
      </h2>
      <div className="mt-8">
        {/* Its room meanwhile, near the text's usual height (stacked on a phone, two columns
            from lg): a visitor already scrolling is not pushed when the words come. */}
        {about.isPending && (
          <Spinner label="Loading About Us…" className="min-h-screen items-start lg:min-h-[50vh]" />
        )}
        {about.isError && <Alert>Failed to load About Us content. Please try again later.</Alert>}
        {about.isSuccess && <AboutView about={about.data} />}
      </div>
    </section>
  );
}

/** The history and values as the public page shows them (also the admin's preview). */
export function AboutView({ about }: { about: AboutContent }) {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div>
        <h3 className="text-xl font-semibold text-foreground">Our History</h3>
        <MarkdownText text={about.history} className="mt-3 text-foreground" />
      </div>
      {about.values.length > 0 && (
        <div>
          <h3 className="text-xl font-semibold text-foreground">Our Values</h3>
          <ul className="mt-3 flex flex-col gap-4">
            {about.values.map((value, index) => (
              <li key={`${value.title}-${index}`} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                <div>
                  <p className="font-semibold text-foreground">{value.title}</p>
                  <p className="text-muted">{value.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
