import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * An icon of the public pages' first JavaScript, drawn from lucide's paths (ISC licence) as
 * lucide-react draws it, but without its runtime: that runtime weighed about 1.3 KB of the
 * first JavaScript's 100 KB gzip budget (bench, issue 23). Every other icon uses lucide-react.
 * Decorative like lucide's own (hidden from screen readers; the control names itself) and in
 * the text's colour.
 */
function firstPaintIcon(paths: readonly string[]) {
  return function FirstPaintIcon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

/** lucide's graduation-cap: the institute's mark beside its name. */
export const GraduationCapIcon = firstPaintIcon([
  'M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z',
  'M22 10v6',
  'M6 12.5V16a6 3 0 0 0 12 0v-3.5',
]);

/** lucide's menu: the phone menu's open button. */
export const MenuIcon = firstPaintIcon(['M4 5h16', 'M4 12h16', 'M4 19h16']);

/** lucide's x: the phone menu's close button. */
export const CloseIcon = firstPaintIcon(['M18 6 6 18', 'm6 6 12 12']);

/** lucide's loader-circle: the spinner. */
export const LoaderIcon = firstPaintIcon(['M21 12a9 9 0 1 1-6.219-8.56']);

/** lucide's triangle-alert: the error screen. */
export const AlertIcon = firstPaintIcon([
  'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3',
  'M12 9v4',
  'M12 17h.01',
]);
