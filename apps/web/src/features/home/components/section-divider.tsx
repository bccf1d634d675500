export type DividerKind = 'wave' | 'curve' | 'gradient' | 'dots';

/** Decorative breaks between home sections; hidden from assistive technology. */
export function SectionDivider({ kind }: { kind: DividerKind }) {
  if (kind === 'gradient') {
    return (
      <div
        aria-hidden="true"
        className="mx-auto h-1 w-full max-w-6xl bg-gradient-to-r from-transparent via-primary to-transparent"
      />
    );
  }
  if (kind === 'dots') {
    return (
      <div aria-hidden="true" className="flex justify-center gap-3 py-4">
        {[0, 1, 2, 3, 4].map((dot) => (
          <span key={dot} className="size-2 rounded-full bg-primary opacity-60" />
        ))}
      </div>
    );
  }
  const path =
    kind === 'wave'
      ? 'M0,0 L1440,0 L1440,32 C1200,64 960,0 720,32 C480,64 240,0 0,32 Z'
      : 'M0,64 Q720,0 1440,64 Z';
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 64"
      preserveAspectRatio="none"
      className="block h-10 w-full text-surface md:h-16"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
