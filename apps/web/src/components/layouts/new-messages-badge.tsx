/** How many contact messages are still new, beside Contact Messages' label. */
export function NewMessagesBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-auto min-w-6 rounded-full bg-primary px-2 py-0.5 text-center text-xs font-bold text-on-primary"
      >
        {count}
      </span>
      {/* A space of its own: the flex row drops it visually, screen readers keep it. */}{' '}
      <span className="sr-only">({count} new messages)</span>
    </>
  );
}
