import { ArticleListPage } from '@/features/content/components/article-list-page';
import { articleLists } from '@/features/content/utils/article-lists';
import { useSettings } from '@/lib/settings/get-settings';

/** /materials/publications: publications (category 1), nine to a page. */
export function Component() {
  const { settings } = useSettings();
  return <ArticleListPage list={articleLists.publications} siteName={settings.sitename} />;
}
