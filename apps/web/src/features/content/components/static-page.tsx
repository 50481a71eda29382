import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import { toServerUrl } from '@/lib/html';
import { useT } from '@/lib/i18n';
import { usePage } from '../api/get-page';
import { ContentNotFound } from './content-not-found';
import { HtmlContent } from './html-content';
import styles from './static-page.module.css';

/** A static page by its link (about, offer, delivery, ...): title, image if any, and its text. */
export function StaticPage({ link, siteName }: { link: string; siteName: string }) {
  const t = useT();
  const page = usePage(link);

  let content;
  if (page.data === null) {
    content = <ContentNotFound t={t} siteName={siteName} />;
  } else if (page.isError) {
    content = <ErrorState error={page.error} onRetry={() => void page.refetch()} t={t} />;
  } else if (!page.data) {
    content = <Loader label={t('Loading')} />;
  } else {
    const { title, meta_description: description, image, text } = page.data.page;
    content = (
      <article className={styles.page}>
        <PageMeta title={title} description={description} siteName={siteName} />
        <h1 className={styles.title}>{title}</h1>
        {image ? (
          <img className={styles.image} src={toServerUrl(image)} alt="" width={1200} height={630} />
        ) : null}
        <HtmlContent html={text} />
      </article>
    );
  }

  return <div className="container page">{content}</div>;
}
