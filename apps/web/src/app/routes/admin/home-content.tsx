import { HomeContentEditor } from '../../../features/home/components/admin/home-content-editor';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminHomeContentRoute() {
  usePageMeta({
    title: 'Home page',
    description: "Edit the home page's headline, claims, themes and the pricing card's perks.",
  });
  return <HomeContentEditor />;
}
