import { ArrowDown, ArrowUp } from 'lucide-react';
import { featuredFirst, type CourseV2 } from '@tutoring/shared';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-error';
import { useOrderFeaturedCoursesV2 } from '../../api/course-v2-writes';

/** The list with the course at `from` moved to `to`. */
function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * The featured courses in the home page's order, each with 'Move up' and 'Move down' (buttons,
 * so the keyboard does it as well as the mouse); every move is saved at once. With none
 * featured the home page keeps the list order, and this says how to feature one.
 */
export function FeaturedOrder({ courses }: { courses: CourseV2[] }) {
  const order = useOrderFeaturedCoursesV2();
  const featured = featuredFirst(courses).filter((course) => course.featured);
  const ids = featured.map((course) => course._id);
  const move = (from: number, to: number) => order.mutate(moved(ids, from, to));
  return (
    <section
      aria-labelledby="featured-order-heading"
      className="rounded-xl border border-border p-4"
    >
      <h2 id="featured-order-heading" className="text-lg font-semibold text-foreground">
        Featured on the home page
      </h2>
      {featured.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          No course is featured: the home page shows the published courses in list order. Tick
          'Featured on the home page' in a course to put it first.
        </p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2" aria-busy={order.isPending || undefined}>
          {featured.map((course, index) => (
            <li key={course._id} className="flex flex-wrap items-center gap-2">
              <span className="w-6 text-right text-muted">{index + 1}.</span>
              <span className="min-w-0 flex-1 font-medium text-foreground">
                {course.title}
                {course.status !== 'published' && (
                  <span className="text-sm font-normal text-muted"> (draft: not shown)</span>
                )}
              </span>
              <Button
                variant="outline"
                aria-label={`Move ${course.title} up`}
                disabled={index === 0 || order.isPending}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="outline"
                aria-label={`Move ${course.title} down`}
                disabled={index === featured.length - 1 || order.isPending}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {order.isError && (
        <div className="mt-3">
          <Alert>{errorMessage(order.error, 'The order was not saved.')}</Alert>
        </div>
      )}
    </section>
  );
}
