import type { ReactNode } from 'react';
import type { HomeContent, HomeContentInput } from '@tutoring/shared';
import { nonBlankRows } from '../../../../lib/preview-values';
import { useSiteSettings } from '../../../../lib/site-settings';
import { HomeHero } from '../home-hero';
import { MarketingThemes } from '../marketing-themes';

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

/** The words this content gives the course pages (composed in app/routes: another feature). */
export type CoursePagesPreview = (content: HomeContent) => ReactNode;

interface HomeContentPreviewProps {
  content: HomeContent;
  coursePages?: CoursePagesPreview | undefined;
}

/** The home page's hero and themes, then what the course pages show of these words. */
export function HomeContentPreview({ content, coursePages }: HomeContentPreviewProps) {
  const site = useSiteSettings().data;
  return (
    <>
      <HomeHero title={site?.name ?? ''} promise={site?.tagline ?? ''} content={content} />
      <MarketingThemes themes={content.themes} />
      {coursePages?.(content)}
    </>
  );
}
