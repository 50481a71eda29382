import { ARTICLE_CATEGORY } from '@storefront/contract';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { useSettings } from '@/lib/settings/get-settings';
import {
  type AdminContentArticleDetail,
  type AdminContentFaqDetail,
  type AdminContentPageDetail,
} from '@storefront/contract';
import { getContentArticleQueryOptions } from '../api/get-content-article';
import { getContentFaqQueryOptions } from '../api/get-content-faq';
import { getContentPageQueryOptions } from '../api/get-content-page';
import { invalidateContent, loadContentRules } from '../api/content-common';
import { saveArticle } from '../api/save-article';
import { saveFaq } from '../api/save-faq';
import { savePage } from '../api/save-page';
import { PictureField } from '@/components/back-office/picture-field';
import { HtmlField } from './html-editor';
import styles from './content.module.css';

/** `new`, or the id of the entry the address names. */
export type EditorTarget = number | 'new';

const loadPageRules = () => loadContentRules().then((rules) => rules.pageSchema);
const loadArticleRules = () => loadContentRules().then((rules) => rules.articleSchema);
const loadFaqRules = () => loadContentRules().then((rules) => rules.faqSchema);

/** The entry of the address loaded (or nothing to load for a new one), then its form. */
function Loaded<T>({
  target,
  query,
  children,
}: {
  target: EditorTarget;
  query: UseQueryResult<T>;
  children: (entry: T | undefined) => ReactNode;
}) {
  const t = useT();
  if (target === 'new') return <>{children(undefined)}</>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />;
  if (!query.data) return <Loader label={t('Loading')} />;
  return <>{children(query.data)}</>;
}

/** The entry's query: nothing is asked for a new one. */
const entryId = (target: EditorTarget) => (target === 'new' ? 0 : target);

/** The shop's languages, for a new entry's texts (an existing one answers its own). */
function useLanguageCodes(): { code: string; name: string }[] {
  return useSettings().languages.map((language) => ({ code: language.locale, name: language.name }));
}

function useLanguageName() {
  const languages = useLanguageCodes();
  return (code: string) => languages.find((language) => language.code === code)?.name ?? code;
}

/** After a save: lists refreshed, a new entry's address replaces `new`. */
function useSaved(path: (id: string) => string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (target: EditorTarget, id: number) => {
    void invalidateContent(queryClient);
    if (target === 'new') void navigate(path(String(id)), { replace: true });
  };
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link className={styles.back} to={to}>
      ← {label}
    </Link>
  );
}

interface PageValues {
  link: string;
  image: string;
  active: boolean;
  translations: { language_code: string; title: string; text: string; meta_description: string }[];
}

function PageForm({
  target,
  page,
  listPath,
  path,
}: {
  target: EditorTarget;
  page?: AdminContentPageDetail;
  listPath: string;
  path: (id: string) => string;
}) {
  const t = useT();
  const languageName = useLanguageName();
  const codes = useLanguageCodes();
  const saved = useSaved(path);
  const form = useContractForm<PageValues, Awaited<ReturnType<typeof loadPageRules>>>({
    schema: loadPageRules,
    humanCheck: false,
    defaultValues: {
      link: page?.link ?? '',
      image: page?.image ?? '',
      active: page?.active ?? true,
      translations:
        page?.translations ??
        codes.map(({ code }) => ({ language_code: code, title: '', text: '', meta_description: '' })),
    },
  });
  const translations = form.getValues('translations');
  return (
    <>
      <BackLink to={listPath} label={t('AdminContentPages')} />
      <Form
        form={form}
        className={styles.editor}
        onSubmit={(values) => savePage(target === 'new' ? undefined : target, values)}
        onSuccess={(answer) => saved(target, answer.id)}
        submitLabel={t('Save')}
        successMessage={t('AdminContentSaved')}
        keepFormOnSuccess
        requiredHint
        aria-label={t('AdminContentPage')}
      >
        <div className={styles.common}>
          <TextField
            name="link"
            label={t('AdminContentAddress')}
            hint={t('AdminContentAddressHint')}
            required
            maxLength={128}
          />
          <PictureField name="image" label={t('AdminContentPicture')} hint={t('AdminContentPictureHint')} />
          <CheckboxField name="active" label={t('AdminContentShownInShop')} />
        </div>
        {translations.map((entry, index) => (
          <fieldset key={entry.language_code} className={styles.language} lang={entry.language_code}>
            <legend>{languageName(entry.language_code)}</legend>
            <TextField
              name={`translations.${index}.title`}
              label={t('AdminContentTitle')}
              required={entry.language_code === translations[0]?.language_code}
              maxLength={255}
            />
            <HtmlField name={`translations.${index}.text`} label={t('AdminContentText')} />
            <TextField
              name={`translations.${index}.meta_description`}
              label={t('AdminContentMetaDescription')}
              maxLength={255}
            />
          </fieldset>
        ))}
      </Form>
    </>
  );
}

/** A static page's editor: its address, picture, whether the shop shows it, and each language's texts. */
export function PageEditor({
  target,
  listPath,
  path,
}: {
  target: EditorTarget;
  listPath: string;
  path: (id: string) => string;
}) {
  const query = useQuery({ ...getContentPageQueryOptions(entryId(target)), enabled: target !== 'new' });
  return (
    <Loaded target={target} query={query}>
      {(page) => (
        <PageForm key={page?.id ?? 'new'} target={target} page={page} listPath={listPath} path={path} />
      )}
    </Loaded>
  );
}

interface FaqValues {
  sort: string;
  active: boolean;
  translations: { language_code: string; question: string; answer: string }[];
}

function FaqForm({
  target,
  faq,
  listPath,
  path,
}: {
  target: EditorTarget;
  faq?: AdminContentFaqDetail;
  listPath: string;
  path: (id: string) => string;
}) {
  const t = useT();
  const languageName = useLanguageName();
  const codes = useLanguageCodes();
  const saved = useSaved(path);
  const form = useContractForm<FaqValues, Awaited<ReturnType<typeof loadFaqRules>>>({
    schema: loadFaqRules,
    humanCheck: false,
    defaultValues: {
      sort: String(faq?.sort ?? 0),
      active: faq?.active ?? true,
      translations:
        faq?.translations ?? codes.map(({ code }) => ({ language_code: code, question: '', answer: '' })),
    },
  });
  const translations = form.getValues('translations');
  return (
    <>
      <BackLink to={listPath} label={t('AdminContentFaq')} />
      <Form
        form={form}
        className={styles.editor}
        onSubmit={(values) => saveFaq(target === 'new' ? undefined : target, values)}
        onSuccess={(answer) => saved(target, answer.id)}
        submitLabel={t('Save')}
        successMessage={t('AdminContentSaved')}
        keepFormOnSuccess
        requiredHint
        aria-label={t('AdminContentFaqEntry')}
      >
        <div className={styles.common}>
          <TextField
            name="sort"
            label={t('AdminContentOrder')}
            hint={t('AdminContentOrderHint')}
            required
            maxLength={6}
          />
          <CheckboxField name="active" label={t('AdminContentShownInShop')} />
        </div>
        {translations.map((entry, index) => (
          <fieldset
            key={entry.language_code}
            className={styles.language}
            lang={entry.language_code}
            data-testid={`faq-language-${entry.language_code}`}
          >
            <legend>{languageName(entry.language_code)}</legend>
            <TextField
              name={`translations.${index}.question`}
              label={t('AdminContentQuestion')}
              required={index === 0}
              maxLength={255}
            />
            <HtmlField name={`translations.${index}.answer`} label={t('AdminContentAnswer')} />
          </fieldset>
        ))}
      </Form>
    </>
  );
}

/** A FAQ entry's editor: its place, whether the shop shows it, and the question and answer per language. */
export function FaqEditor({
  target,
  listPath,
  path,
}: {
  target: EditorTarget;
  listPath: string;
  path: (id: string) => string;
}) {
  const query = useQuery({ ...getContentFaqQueryOptions(entryId(target)), enabled: target !== 'new' });
  return (
    <Loaded target={target} query={query}>
      {(faq) => <FaqForm key={faq?.id ?? 'new'} target={target} faq={faq} listPath={listPath} path={path} />}
    </Loaded>
  );
}

interface ArticleValues {
  category_id: string;
  path: string;
  image: string;
  published_on: string;
  active: boolean;
  translations: {
    language_code: string;
    title: string;
    intro: string;
    body: string;
    meta_description: string;
  }[];
}

const today = () => new Date().toISOString().slice(0, 10);

function ArticleForm({
  target,
  article,
  listPath,
  path,
}: {
  target: EditorTarget;
  article?: AdminContentArticleDetail;
  listPath: string;
  path: (id: string) => string;
}) {
  const t = useT();
  const languageName = useLanguageName();
  const codes = useLanguageCodes();
  const saved = useSaved(path);
  const form = useContractForm<ArticleValues, Awaited<ReturnType<typeof loadArticleRules>>>({
    schema: loadArticleRules,
    humanCheck: false,
    defaultValues: {
      category_id: String(article?.category_id ?? ARTICLE_CATEGORY.news),
      path: article?.path ?? '',
      image: article?.image ?? '',
      published_on: article?.published_on ?? today(),
      active: article?.active ?? true,
      translations:
        article?.translations ??
        codes.map(({ code }) => ({
          language_code: code,
          title: '',
          intro: '',
          body: '',
          meta_description: '',
        })),
    },
  });
  const translations = form.getValues('translations');
  return (
    <>
      <BackLink to={listPath} label={t('AdminContentArticles')} />
      <Form
        form={form}
        className={styles.editor}
        onSubmit={(values) =>
          saveArticle(target === 'new' ? undefined : target, {
            ...values,
            // The country is kept as it was: the shop links an article to one, this form does not change it.
            country_id: article?.country_id ?? undefined,
          })
        }
        onSuccess={(answer) => saved(target, answer.id)}
        submitLabel={t('Save')}
        successMessage={t('AdminContentSaved')}
        keepFormOnSuccess
        requiredHint
        aria-label={t('AdminContentArticle')}
      >
        <div className={styles.common}>
          <SelectField
            name="category_id"
            label={t('AdminContentCategory')}
            options={[
              { value: String(ARTICLE_CATEGORY.news), label: t('AdminContentNews') },
              { value: String(ARTICLE_CATEGORY.publication), label: t('AdminContentPublications') },
            ]}
          />
          <TextField
            name="path"
            label={t('AdminContentAddress')}
            hint={t('AdminContentAddressHint')}
            required
            maxLength={160}
          />
          <TextField
            name="published_on"
            label={t('AdminContentPublishedOn')}
            hint={t('AdminContentDateHint')}
            required
            maxLength={10}
          />
          <PictureField name="image" label={t('AdminContentPicture')} hint={t('AdminContentPictureHint')} />
          <CheckboxField name="active" label={t('AdminContentShownInShop')} />
        </div>
        {translations.map((entry, index) => (
          <fieldset key={entry.language_code} className={styles.language} lang={entry.language_code}>
            <legend>{languageName(entry.language_code)}</legend>
            <TextField
              name={`translations.${index}.title`}
              label={t('AdminContentTitle')}
              required={index === 0}
              maxLength={255}
            />
            <TextField name={`translations.${index}.intro`} label={t('AdminContentIntro')} maxLength={5000} />
            <HtmlField name={`translations.${index}.body`} label={t('AdminContentText')} />
            <TextField
              name={`translations.${index}.meta_description`}
              label={t('AdminContentMetaDescription')}
              maxLength={255}
            />
          </fieldset>
        ))}
      </Form>
    </>
  );
}

/** A news item's or publication's editor. */
export function ArticleEditor({
  target,
  listPath,
  path,
}: {
  target: EditorTarget;
  listPath: string;
  path: (id: string) => string;
}) {
  const query = useQuery({ ...getContentArticleQueryOptions(entryId(target)), enabled: target !== 'new' });
  return (
    <Loaded target={target} query={query}>
      {(article) => (
        <ArticleForm
          key={article?.id ?? 'new'}
          target={target}
          article={article}
          listPath={listPath}
          path={path}
        />
      )}
    </Loaded>
  );
}
