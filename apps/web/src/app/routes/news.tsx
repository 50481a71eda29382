import { ArticleListPage } from '@/features/content/components/article-list-page';
import { articleLists } from '@/features/content/utils/article-lists';
import { useSettings } from '@/lib/settings/get-settings';

/** /materials/news: news (category 100), nine to a page. */
export function Component() {
  const { settings } = useSettings();
  return <ArticleListPage list={articleLists.news} siteName={settings.sitename} />;
}
