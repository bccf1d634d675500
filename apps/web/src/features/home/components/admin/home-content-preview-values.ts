import type { HomeContent, HomeContentInput } from '@tutoring/shared';
import { nonBlankRows } from '../../../../lib/preview-values';

/** The unsaved values as the public pages would read them: blank rows are not shown. */
export function homeContentPreviewOf(values: HomeContentInput): HomeContent {
  return {
    hero: {
      headline: values.hero?.headline ?? '',
      subline: values.hero?.subline ?? '',
      cta: values.hero?.cta ?? '',
    },
    claims: (values.claims ?? [])
      .filter((claim) => claim.value.trim() || claim.label.trim())
      .map((claim) => ({ ...claim, hidden: claim.hidden ?? false })),
    themes: nonBlankRows(values.themes),
    whyChoose: nonBlankRows(values.whyChoose),
    perks: nonBlankRows(values.perks),
  };
}
