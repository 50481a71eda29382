import { ARTICLE_CATEGORY, formatDate } from '@storefront/contract';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Link } from '@/components/link/link';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { showToast } from '@/lib/toast';
import { useListState } from '@/lib/back-office/list-state';
import {
  contentArticlesAddress,
  type ContentArticlesAnswer,
  getContentArticlesQueryOptions,
} from '../api/get-content-articles';
import {
  contentFaqsAddress,
  type ContentFaqsAnswer,
  getContentFaqsQueryOptions,
} from '../api/get-content-faqs';
import {
  contentPagesAddress,
  type ContentPagesAnswer,
  getContentPagesQueryOptions,
} from '../api/get-content-pages';
import { deleteArticle } from '../api/delete-article';
import { deleteFaq } from '../api/delete-faq';
import { invalidateContent } from '../api/content-common';
import { ConfirmButton } from '@/components/back-office/confirm-dialog';
import { type DataColumns } from '@/components/back-office/data-table';
import { ChoiceFilter, InputFilter, ListSearchForm } from '@/components/back-office/list-search-form';
import { ListScreen } from '@/components/back-office/list-screen';
import styles from './content.module.css';

/** The server's page of a content list. */
const PAGE_SIZE = 10;

function Shown({ active, t }: { active: boolean; t: Translate }) {
  return active ? (
    <span>{t('AdminContentShown')}</span>
  ) : (
    <span className={styles.hidden}>{t('AdminContentHidden')}</span>
  );
}

/** A delete button that asks first (the confirm dialog) and refreshes the lists after. */
function DeleteButton({ label, run }: { label: string; run: () => Promise<unknown> }) {
  const t = useT();
  const queryClient = useQueryClient();
  return (
    <ConfirmButton
      className={styles.linkButton}
      title={t('AdminDeleteConfirmTitle')}
      question={t('AdminContentDeleteConfirm', label)}
      confirmLabel={t('Delete')}
      onConfirm={run}
      onDone={() => {
        void showToast(t('AdminContentDeleted'), 'success');
        void invalidateContent(queryClient);
      }}
    >
      {t('Delete')}
    </ConfirmButton>
  );
}

/** The "shown on the site" column every content list has. */
const shownColumn = <T extends { active: boolean }>(t: Translate): DataColumns<T>[number] => ({
  id: 'active',
  accessorKey: 'active',
  header: () => t('Status'),
  cell: ({ row }) => <Shown active={row.original.active} t={t} />,
});

/** The delete column: `label` names the entry in the question. */
const deleteColumn = <T extends { id: number }>(
  t: Translate,
  label: (row: T) => string,
  run: (id: number) => Promise<unknown>,
): DataColumns<T>[number] => ({
  id: 'actions',
  header: () => <span className="visually-hidden">{t('AdminContentActions')}</span>,
  cell: ({ row }) => <DeleteButton label={label(row.original)} run={() => run(row.original.id)} />,
});

/** A content list: its rows in the list screen, with the button to a new entry. */
function ContentList<T extends { id: number }>({
  query,
  view,
  newEntry,
  filters,
  caption,
  columns,
  testId,
}: {
  query: UseQueryResult<{ list: T[]; count: number }>;
  view: { state: { page: number }; hrefFor(change: { page: number }): string };
  newEntry: { to: string; label: string };
  filters?: ReactNode;
  caption: string;
  columns: DataColumns<T>;
  testId: string;
}) {
  const t = useT();
  return (
    <ListScreen
      query={query}
      rows={(answer) => answer}
      view={view}
      pageSize={PAGE_SIZE}
      filters={filters}
      actions={
        <Link className="button" to={newEntry.to}>
          {newEntry.label}
        </Link>
      }
      empty={t('AdminContentNothingFound')}
      caption={caption}
      columns={columns}
      testId={testId}
    />
  );
}

type PageRow = ContentPagesAnswer['list'][number];

/** The static pages: address, title, shown or hidden, last change. */
export function PagesList() {
  const t = useT();
  const { lang } = useLanguage();
  const view = useListState(contentPagesAddress);
  const query = useQuery(getContentPagesQueryOptions(view.state, lang));
  const columns = useMemo<DataColumns<PageRow>>(
    () => [
      {
        id: 'title',
        accessorKey: 'title',
        header: () => t('AdminContentTitle'),
        cell: ({ row }) => (
          <Link to={backOfficePaths.adminContentPage(String(row.original.id))}>
            {row.original.title || row.original.link}
          </Link>
        ),
      },
      {
        id: 'link',
        accessorKey: 'link',
        header: () => t('AdminContentAddress'),
        cell: ({ row }) => `/page/${row.original.link}`,
      },
      shownColumn(t),
      {
        id: 'updated',
        accessorKey: 'updated_at',
        header: () => t('AdminContentUpdated'),
        cell: ({ row }) => formatDate(row.original.updated_at.slice(0, 10), lang),
      },
    ],
    [t, lang],
  );
  return (
    <ContentList
      query={query}
      view={view}
      newEntry={{ to: backOfficePaths.adminContentPage('new'), label: t('AdminContentNewPage') }}
      caption={t('AdminContentPages')}
      columns={columns}
      testId="admin-content-pages"
    />
  );
}

type FaqRow = ContentFaqsAnswer['list'][number];

/** The FAQ in the shop's order. */
export function FaqList() {
  const t = useT();
  const { lang } = useLanguage();
  const view = useListState(contentFaqsAddress);
  const query = useQuery(getContentFaqsQueryOptions(view.state, lang));
  const columns = useMemo<DataColumns<FaqRow>>(
    () => [
      {
        id: 'sort',
        accessorKey: 'sort',
        header: () => t('AdminContentOrder'),
        cell: ({ row }) => row.original.sort,
      },
      {
        id: 'question',
        accessorKey: 'question',
        header: () => t('AdminContentQuestion'),
        cell: ({ row }) => (
          <Link to={backOfficePaths.adminContentFaqEntry(String(row.original.id))}>
            {row.original.question || `#${row.original.id}`}
          </Link>
        ),
      },
      shownColumn(t),
      deleteColumn<FaqRow>(t, (row) => row.question, deleteFaq),
    ],
    [t],
  );
  return (
    <ContentList
      query={query}
      view={view}
      newEntry={{ to: backOfficePaths.adminContentFaqEntry('new'), label: t('AdminContentNewFaq') }}
      caption={t('AdminContentFaq')}
      columns={columns}
      testId="admin-content-faqs"
    />
  );
}

type ArticleRow = ContentArticlesAnswer['list'][number];

const categoryKey = (category: number) =>
  category === ARTICLE_CATEGORY.news ? 'AdminContentNews' : 'AdminContentPublications';

/** News and publications, newest first, with the category and a search in the address. */
export function ArticlesList() {
  const t = useT();
  const { lang } = useLanguage();
  const view = useListState(contentArticlesAddress);
  const query = useQuery(getContentArticlesQueryOptions(view.state, lang));
  const columns = useMemo<DataColumns<ArticleRow>>(
    () => [
      {
        id: 'date',
        accessorKey: 'published_on',
        header: () => t('Date'),
        cell: ({ row }) => formatDate(row.original.published_on, lang),
      },
      {
        id: 'title',
        accessorKey: 'title',
        header: () => t('AdminContentTitle'),
        cell: ({ row }) => (
          <Link to={backOfficePaths.adminContentArticle(String(row.original.id))}>
            {row.original.title || row.original.path}
          </Link>
        ),
      },
      {
        id: 'category',
        accessorKey: 'category_id',
        header: () => t('AdminContentCategory'),
        cell: ({ row }) => t(categoryKey(row.original.category_id)),
      },
      shownColumn(t),
      deleteColumn<ArticleRow>(t, (row) => row.title, deleteArticle),
    ],
    [t, lang],
  );
  return (
    <ContentList
      query={query}
      view={view}
      newEntry={{ to: backOfficePaths.adminContentArticle('new'), label: t('AdminContentNewArticle') }}
      filters={
        <ListSearchForm
          label={t('AdminContentSearch')}
          submitLabel={t('AdminContentFind')}
          onSubmit={view.submit}
        >
          <ChoiceFilter
            label={t('AdminContentCategory')}
            name="category"
            value={view.state.category}
            any={t('AdminContentAll')}
            options={[
              { value: ARTICLE_CATEGORY.news, label: t('AdminContentNews') },
              { value: ARTICLE_CATEGORY.publication, label: t('AdminContentPublications') },
            ]}
          />
          <InputFilter label={t('AdminContentSearch')} name="q" value={view.state.q} />
        </ListSearchForm>
      }
      caption={t('AdminContentArticles')}
      columns={columns}
      testId="admin-content-articles"
    />
  );
}
