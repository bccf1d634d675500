import { Spinner } from '../../../components/ui/spinner';
import { useTestimonies } from '../api/get-testimonies';
import { TestimonialTimeline } from './testimonial-timeline';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

/**
 * Home page section. A load failure is silent: the section is simply left out (docs/PRODUCT.md 8).
 */
export function SuccessStoriesSection() {
  const testimonies = useDeferredQuery(useTestimonies());
  if (testimonies.isError) return null;
  if (testimonies.isSuccess && testimonies.data.length === 0) return null;
  return (
    <section
      aria-labelledby="success-stories-heading"
      className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6"
    >
      <h2 id="success-stories-heading" className="text-center text-3xl font-bold text-foreground">
        Student Success Stories
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted">
        Hear from students who reached their goals with our tutors.
      </p>
      <div className="mt-10">
        {testimonies.isPending ? (
          <Spinner label="Loading success stories…" />
        ) : (
          <TestimonialTimeline testimonies={testimonies.data} />
        )}
      </div>
    </section>
  );
}
