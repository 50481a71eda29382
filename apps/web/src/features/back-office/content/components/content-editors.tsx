import { ARTICLE_CATEGORY } from '@storefront/contract';
import { type QueryKey, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/error-state/error-state';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { type ContractForm, useContractForm } from '@/components/form/use-contract-form';
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
import { LanguageFieldsets } from '@/components/back-office/language-fieldsets';
import { PictureField } from '@/components/back-office/picture-field';
import { HtmlField } from './html-editor';
import styles from './content.module.css';
import { EditorForm } from '@/components/back-office/editor-form';

/** `new`, or the id of the entry the address names. */
export type EditorTarget = number | 'new';

const loadPageRules = () => loadContentRules().then((rules) => rules.pageSchema);
const loadArticleRules = () => loadContentRules().then((rules) => rules.articleSchema);
const loadFaqRules = () => loadContentRules().then((rules) => rules.faqSchema);

/** What an editor of the address is given: the entry it edits and its own address by id. */
interface EditorProps {
  target: EditorTarget;
  path: (id: string) => string;
}

/** A form of one entry: the loaded entry, or none for a new one. */
interface EntryFormProps<T> extends EditorProps {
  entry?: T;
}

/**
 * An editor of the address: the entry loaded (nothing is asked for a new one), then its form, keyed
 * by the entry so that another entry starts from its own values.
 */
function entryEditor<T extends { id: number }, K extends QueryKey>(
  queryOptions: (id: number) => UseQueryOptions<T, Error, T, K>,
  EntryForm: (props: EntryFormProps<T>) => ReactNode,
) {
  return function Editor({ target, path }: EditorProps) {
    const t = useT();
    const query = useQuery({ ...queryOptions(target === 'new' ? 0 : target), enabled: target !== 'new' });
    if (target === 'new') return <EntryForm key="new" target={target} path={path} />;
    if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />;
    if (!query.data) return <Loader label={t('Loading')} />;
    return <EntryForm key={query.data.id} target={target} entry={query.data} path={path} />;
  };
}

/** A new entry's texts: one blank set per language of the shop (an existing one answers its own). */
function useBlankTranslations<F extends Record<string, string>>(blank: F) {
  return useSettings().languages.map((language) => ({ language_code: language.locale, ...blank }));
}

/**
 * The form of a content entry: its common fields, then its texts per language (the first language's
 * are the ones required); on save the lists are read again and a new entry's address replaces `new`.
 */
function ContentForm<V extends { translations: { language_code: string }[] }, O extends FieldValues>({
  form,
  target,
  path,
  label,
  save,
  common,
  testId,
  children,
}: EditorProps & {
  form: ContractForm<V, O>;
  label: string;
  save: (id: number | undefined, values: O) => Promise<{ id: number }>;
  common: ReactNode;
  testId?: (code: string) => string;
  children: (index: number) => ReactNode;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const languages = useSettings().languages;
  const legends = form.getValues().translations.map(({ language_code: code }) => ({
    code,
    legend: languages.find((language) => language.locale === code)?.name ?? code,
  }));
  return (
    <EditorForm
      form={form}
      className={styles.editor}
      onSubmit={(values) => save(target === 'new' ? undefined : target, values)}
      onSuccess={(answer) => {
        void invalidateContent(queryClient);
        if (target === 'new') void navigate(path(String(answer.id)), { replace: true });
      }}
      submitLabel={t('Save')}
      successMessage={t('AdminContentSaved')}
      aria-label={label}
    >
      <div className={styles.common}>{common}</div>
      <LanguageFieldsets languages={legends} testId={testId}>
        {(_, index) => children(index)}
      </LanguageFieldsets>
    </EditorForm>
  );
}

/** Where the shop shows a page or an article (the part of its address after the section). */
function AddressField({ name, maxLength }: { name: string; maxLength: number }) {
  const t = useT();
  return (
    <TextField
      name={name}
      label={t('AdminContentAddress')}
      hint={t('AdminContentAddressHint')}
      required
      maxLength={maxLength}
    />
  );
}

/** A page's or an article's picture and whether the shop shows it. */
function PictureAndShown() {
  const t = useT();
  return (
    <>
      <PictureField name="image" label={t('AdminContentPicture')} hint={t('AdminContentPictureHint')} />
      <CheckboxField name="active" label={t('AdminContentShownInShop')} />
    </>
  );
}

/**
 * A page's or an article's texts in one language: the title (required in the first language), an
 * article's intro, the HTML text and the meta description.
 */
function TitledTexts({
  index,
  body,
  intro = false,
}: {
  index: number;
  body: 'text' | 'body';
  intro?: boolean;
}) {
  const t = useT();
  const name = (field: string) => `translations.${index}.${field}`;
  return (
    <>
      <TextField name={name('title')} label={t('AdminContentTitle')} required={index === 0} maxLength={255} />
      {intro ? <TextField name={name('intro')} label={t('AdminContentIntro')} maxLength={5000} /> : null}
      <HtmlField name={name(body)} label={t('AdminContentText')} />
      <TextField name={name('meta_description')} label={t('AdminContentMetaDescription')} maxLength={255} />
    </>
  );
}

interface PageValues {
  link: string;
  image: string;
  active: boolean;
  translations: { language_code: string; title: string; text: string; meta_description: string }[];
}

function PageForm({ target, entry: page, path }: EntryFormProps<AdminContentPageDetail>) {
  const t = useT();
  const blank = useBlankTranslations({ title: '', text: '', meta_description: '' });
  const form = useContractForm<PageValues, Awaited<ReturnType<typeof loadPageRules>>>({
    schema: loadPageRules,
    humanCheck: false,
    defaultValues: {
      link: page?.link ?? '',
      image: page?.image ?? '',
      active: page?.active ?? true,
      translations: page?.translations ?? blank,
    },
  });
  return (
    <ContentForm
      form={form}
      target={target}
      path={path}
      label={t('AdminContentPage')}
      save={savePage}
      common={
        <>
          <AddressField name="link" maxLength={128} />
          <PictureAndShown />
        </>
      }
    >
      {(index) => <TitledTexts index={index} body="text" />}
    </ContentForm>
  );
}

/** A static page's editor: its address, picture, whether the shop shows it, and each language's texts. */
export const PageEditor = entryEditor(getContentPageQueryOptions, PageForm);

interface FaqValues {
  sort: string;
  active: boolean;
  translations: { language_code: string; question: string; answer: string }[];
}

function FaqForm({ target, entry: faq, path }: EntryFormProps<AdminContentFaqDetail>) {
  const t = useT();
  const blank = useBlankTranslations({ question: '', answer: '' });
  const form = useContractForm<FaqValues, Awaited<ReturnType<typeof loadFaqRules>>>({
    schema: loadFaqRules,
    humanCheck: false,
    defaultValues: {
      sort: String(faq?.sort ?? 0),
      active: faq?.active ?? true,
      translations: faq?.translations ?? blank,
    },
  });
  return (
    <ContentForm
      form={form}
      target={target}
      path={path}
      label={t('AdminContentFaqEntry')}
      save={saveFaq}
      testId={(code) => `faq-language-${code}`}
      common={
        <>
          <TextField
            name="sort"
            label={t('AdminContentOrder')}
            hint={t('AdminContentOrderHint')}
            required
            maxLength={6}
          />
          <CheckboxField name="active" label={t('AdminContentShownInShop')} />
        </>
      }
    >
      {(index) => (
        <>
          <TextField
            name={`translations.${index}.question`}
            label={t('AdminContentQuestion')}
            required={index === 0}
            maxLength={255}
          />
          <HtmlField name={`translations.${index}.answer`} label={t('AdminContentAnswer')} />
        </>
      )}
    </ContentForm>
  );
}

/** A FAQ entry's editor: its place, whether the shop shows it, and the question and answer per language. */
export const FaqEditor = entryEditor(getContentFaqQueryOptions, FaqForm);

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

function ArticleForm({ target, entry: article, path }: EntryFormProps<AdminContentArticleDetail>) {
  const t = useT();
  const blank = useBlankTranslations({ title: '', intro: '', body: '', meta_description: '' });
  const form = useContractForm<ArticleValues, Awaited<ReturnType<typeof loadArticleRules>>>({
    schema: loadArticleRules,
    humanCheck: false,
    defaultValues: {
      category_id: String(article?.category_id ?? ARTICLE_CATEGORY.news),
      path: article?.path ?? '',
      image: article?.image ?? '',
      published_on: article?.published_on ?? today(),
      active: article?.active ?? true,
      translations: article?.translations ?? blank,
    },
  });
  return (
    <ContentForm
      form={form}
      target={target}
      path={path}
      label={t('AdminContentArticle')}
      // The country is kept as it was: the shop links an article to one, this form does not change it.
      save={(id, values) => saveArticle(id, { ...values, country_id: article?.country_id ?? undefined })}
      common={
        <>
          <SelectField
            name="category_id"
            label={t('AdminContentCategory')}
            options={[
              { value: String(ARTICLE_CATEGORY.news), label: t('AdminContentNews') },
              { value: String(ARTICLE_CATEGORY.publication), label: t('AdminContentPublications') },
            ]}
          />
          <AddressField name="path" maxLength={160} />
          <TextField
            name="published_on"
            label={t('AdminContentPublishedOn')}
            hint={t('AdminContentDateHint')}
            required
            maxLength={10}
          />
          <PictureAndShown />
        </>
      }
    >
      {(index) => <TitledTexts index={index} body="body" intro />}
    </ContentForm>
  );
}

/** A news item's or publication's editor. */
export const ArticleEditor = entryEditor(getContentArticleQueryOptions, ArticleForm);
