import { ArrowUp } from 'lucide-react';
import { LIMITS } from '@tutoring/shared/plain';
import { scrollToPercent, useScrollProgress } from '../../lib/use-scroll-progress';

/**
 * docs/PRODUCT.md section 2, on every page: a progress bar across the top, a scroll-to-top button
 * once the page has scrolled past 200 px, and five dots (large screens) that jump to 0–100 %.
 */
export function ScrollHelper() {
  const { scrollTop, percent } = useScrollProgress();
  return (
    <>
      <div
        role="progressbar"
        aria-label="Page scroll progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
      >
        <div
          className="h-full origin-left bg-primary transition-transform duration-100 motion-reduce:transition-none"
          style={{ transform: `scaleX(${percent / 100})` }}
        />
      </div>
      <ScrollDots percent={percent} />
      {scrollTop > LIMITS.scrollTopAfterPx && (
        <button
          type="button"
          aria-label="Scroll to top"
          onClick={() => scrollToPercent(0)}
          className="fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg hover:brightness-110"
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </button>
      )}
    </>
  );
}

function ScrollDots({ percent }: { percent: number }) {
  return (
    <div
      role="group"
      aria-label="Scroll position"
      className="fixed top-1/2 right-3 z-40 hidden -translate-y-1/2 flex-col gap-2 lg:flex"
    >
      {LIMITS.scrollDots.map((dot) => (
        <button
          key={dot}
          type="button"
          aria-label={`Scroll to ${dot}%`}
          onClick={() => scrollToPercent(dot)}
          className="group inline-flex size-6 items-center justify-center rounded-full"
        >
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full border border-primary transition-colors ${
              percent >= dot ? 'bg-primary' : 'bg-background group-hover:bg-surface'
            }`}
          />
        </button>
      ))}
    </div>
  );
}
