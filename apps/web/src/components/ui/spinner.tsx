import { LoaderIcon } from './first-paint-icons';

interface SpinnerProps {
  /** Read out by screen readers and shown beside the spinner. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading…', className = '' }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 py-12 text-muted ${className}`}
    >
      <LoaderIcon className="size-6 animate-spin motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}
