import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import { StructuredData } from '@/components/structured-data/structured-data';
import { useFaqs } from '@/features/content/api/get-faqs';
import { FaqContact } from '@/features/content/components/faq-contact';
import { FaqLayout } from '@/features/content/components/faq-layout';
import { FaqList } from '@/features/content/components/faq-list';
import { EmptyState, PageHeader } from '@/features/content/components/page-header';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import { faqPage } from '@/lib/structured-data/faq-page';

/** /faq: the questions as an accordion; `/faq#faq-3` opens the third. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const faqs = useFaqs();

  let content;
  if (faqs.isError) {
    content = <ErrorState error={faqs.error} onRetry={() => void faqs.refetch()} t={t} />;
  } else if (!faqs.data) {
    content = <Loader label={t('Loading')} />;
  } else if (faqs.data.faqs.length === 0) {
    content = <EmptyState message={t('NoFaqs')} />;
  } else {
    const entries = faqs.data.faqs;
    content = (
      <FaqLayout aside={<FaqContact settings={settings} t={t} />}>
        <FaqList faqs={entries} />
        <StructuredData build={() => faqPage(entries)} />
      </FaqLayout>
    );
  }

  return (
    <div className="container page">
      <PageMeta title={t('Faq')} description={t('FaqMetaDescription')} siteName={settings.sitename} />
      <PageHeader title={t('Faq')} intro={t('FaqIntro')} />
      {content}
    </div>
  );
}
