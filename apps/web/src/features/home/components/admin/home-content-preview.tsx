import type { HomeContent, HomeContentInput } from '@tutoring/shared';
import { nonBlankRows } from '../../../../lib/preview-values';
import { useSiteSettings } from '../../../../lib/site-settings';
import { PricingPerks } from '../../../courses-v2/components/pricing-card';
import { WhyChooseView } from '../../../courses-v2/components/why-choose';
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

/** The home page's hero and themes, the courses page's reasons and the pricing card's perks. */
export function HomeContentPreview({ content }: { content: HomeContent }) {
  const site = useSiteSettings().data;
  return (
    <>
      <HomeHero title={site?.name ?? ''} promise={site?.tagline ?? ''} content={content} />
      <MarketingThemes themes={content.themes} />
      <WhyChooseView reasons={content.whyChoose} />
      <section aria-labelledby="perks-preview" className="mx-auto max-w-sm px-4 py-10">
        <h2 id="perks-preview" className="mb-3 text-xl font-bold text-foreground">
          Course pricing card
        </h2>
        <PricingPerks perks={content.perks} />
      </section>
    </>
  );
}
