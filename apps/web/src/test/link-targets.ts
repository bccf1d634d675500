import { within } from '@testing-library/react';

/**
 * Where each named link inside `scope` leads, as `{ name: href }`: a screen's links checked in
 * one assertion, whose failure shows every target side by side.
 */
export function linkTargets(
  scope: HTMLElement,
  names: readonly string[],
): Record<string, string | null> {
  return Object.fromEntries(
    names.map((name) => [name, within(scope).getByRole('link', { name }).getAttribute('href')]),
  );
}
