import type { ReactNode } from 'react';
import type { HomeContent } from '@tutoring/shared';
import { useSiteSettings } from '../../../../lib/site-settings';
import { HomeHero } from '../home-hero';
import { MarketingThemes } from '../marketing-themes';

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
