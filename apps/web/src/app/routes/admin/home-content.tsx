import type { HomeContent } from '@tutoring/shared';
import { PricingPerks } from '../../../features/courses-v2/components/pricing-card';
import { WhyChooseView } from '../../../features/courses-v2/components/why-choose';
import { HomeContentEditor } from '../../../features/home/components/admin/home-content-editor';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The course pages' part of the home words' preview: 'Why Choose' and the card's perks. */
function coursePagesPreview(content: HomeContent) {
  return (
    <>
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

export function AdminHomeContentRoute() {
  usePageMeta({
    title: 'Home page',
    description:
      "Edit the home page's headline, claims, themes, the courses page's reasons and the pricing card's perks.",
  });
  return <HomeContentEditor coursePagesPreview={coursePagesPreview} />;
}
