import { ARTICLE_CATEGORY, formatDate } from '@storefront/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { Pagination } from '@/components/pagination/pagination';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { showToast } from '@/lib/toast';
import { type ContentArticlesAnswer, getContentArticlesQueryOptions } from '../api/get-content-articles';
import { type ContentFaqsAnswer, getContentFaqsQueryOptions } from '../api/get-content-faqs';
import { type ContentPagesAnswer, getContentPagesQueryOptions } from '../api/get-content-pages';
import { deleteArticle } from '../api/delete-article';
import { deleteFaq } from '../api/delete-faq';
import { invalidateContent } from '../api/content-common';
import { type DataColumns, DataTable } from '@/components/back-office/data-table';
import styles from './content.module.css';

const PAGE_SIZE = 10;
const pageCount = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));
const withPage = (path: string, page: number, search = new URLSearchParams()) => {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next.size ? `${path}?${next}` : path;
};

function Shown({ active, t }: { active: boolean; t: Translate }) {
  return active ? (
    <span>{t('AdminContentShown')}</span>
  ) : (
    <span className={styles.hidden}>{t('AdminContentHidden')}</span>
  );
}

/** A delete button that asks first and refreshes the lists after. */
function DeleteButton({ label, run }: { label: string; run: () => Promise<unknown> }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.linkButton}
      disabled={busy}
      onClick={async () => {
        if (!window.confirm(t('AdminContentDeleteConfirm', label))) return;
        setBusy(true);
        try {
          await run();
          void showToast(t('AdminContentDeleted'), 'success');
          await invalidateContent(queryClient);
        } catch {
          void showToast(t('UnknownError'), 'error');
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('Delete')}
    </button>
  );
}

function ListState<T>({
  query,
  children,
}: {
  query: { isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />;
  if (!query.data) return <Loader label={t('Loading')} />;
  return <>{children(query.data)}</>;
}

type PageRow = ContentPagesAnswer['list'][number];

/** The static pages: address, title, shown or hidden, last change. */
export function PagesList({ page }: { page: number }) {
  const t = useT();
  const { lang } = useLanguage();
  const query = useQuery({
    ...getContentPagesQueryOptions(page, lang),
    placeholderData: (previous) => previous,
  });
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
      {
        id: 'active',
        accessorKey: 'active',
        header: () => t('Status'),
        cell: ({ row }) => <Shown active={row.original.active} t={t} />,
      },
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
    <>
      <div className={styles.bar}>
        <Link className="button" to={backOfficePaths.adminContentPage('new')}>
          {t('AdminContentNewPage')}
        </Link>
      </div>
      <ListState query={query}>
        {(data) => (
          <>
            <DataTable
              caption={t('AdminContentPages')}
              columns={columns}
              data={data.list}
              rowId={(row) => String(row.id)}
              testId="admin-content-pages"
            />
            <Pagination
              page={page}
              pageCount={pageCount(data.count)}
              hrefFor={(n) => withPage(backOfficePaths.adminContentPages, n)}
              t={t}
            />
          </>
        )}
      </ListState>
    </>
  );
}

type FaqRow = ContentFaqsAnswer['list'][number];

/** The FAQ in the shop's order. */
export function FaqList({ page }: { page: number }) {
  const t = useT();
  const { lang } = useLanguage();
  const query = useQuery({
    ...getContentFaqsQueryOptions(page, lang),
    placeholderData: (previous) => previous,
  });
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
      {
        id: 'active',
        accessorKey: 'active',
        header: () => t('Status'),
        cell: ({ row }) => <Shown active={row.original.active} t={t} />,
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('AdminContentActions')}</span>,
        cell: ({ row }) => (
          <DeleteButton label={row.original.question} run={() => deleteFaq(row.original.id)} />
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <div className={styles.bar}>
        <Link className="button" to={backOfficePaths.adminContentFaqEntry('new')}>
          {t('AdminContentNewFaq')}
        </Link>
      </div>
      <ListState query={query}>
        {(data) => (
          <>
            <DataTable
              caption={t('AdminContentFaq')}
              columns={columns}
              data={data.list}
              rowId={(row) => String(row.id)}
              testId="admin-content-faqs"
            />
            <Pagination
              page={page}
              pageCount={pageCount(data.count)}
              hrefFor={(n) => withPage(backOfficePaths.adminContentFaq, n)}
              t={t}
            />
          </>
        )}
      </ListState>
    </>
  );
}

type ArticleRow = ContentArticlesAnswer['list'][number];

export interface ArticleListFilter {
  page: number;
  category?: number;
  q?: string;
}

const categoryKey = (category: number) =>
  category === ARTICLE_CATEGORY.news ? 'AdminContentNews' : 'AdminContentPublications';

/** News and publications, newest first, with the category and a search in the address. */
export function ArticlesList({ filter }: { filter: ArticleListFilter }) {
  const t = useT();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const query = useQuery({
    ...getContentArticlesQueryOptions({ ...filter, lang }),
    placeholderData: (previous) => previous,
  });
  const search = new URLSearchParams();
  if (filter.category) search.set('category', String(filter.category));
  if (filter.q) search.set('q', filter.q);
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
      {
        id: 'active',
        accessorKey: 'active',
        header: () => t('Status'),
        cell: ({ row }) => <Shown active={row.original.active} t={t} />,
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('AdminContentActions')}</span>,
        cell: ({ row }) => (
          <DeleteButton label={row.original.title} run={() => deleteArticle(row.original.id)} />
        ),
      },
    ],
    [t, lang],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const category = String(data.get('category') ?? '');
    const q = String(data.get('q') ?? '').trim();
    if (category) next.set('category', category);
    if (q) next.set('q', q);
    void navigate(
      next.size ? `${backOfficePaths.adminContentArticles}?${next}` : backOfficePaths.adminContentArticles,
    );
  };
  return (
    <>
      <div className={styles.bar}>
        <form
          className={`${styles.filters} ${styles.grow}`}
          role="search"
          onSubmit={submit}
          key={`${filter.category}-${filter.q}`}
        >
          <label>
            {t('AdminContentCategory')}
            <select name="category" defaultValue={filter.category ?? ''}>
              <option value="">{t('AdminContentAll')}</option>
              <option value={ARTICLE_CATEGORY.news}>{t('AdminContentNews')}</option>
              <option value={ARTICLE_CATEGORY.publication}>{t('AdminContentPublications')}</option>
            </select>
          </label>
          <label>
            {t('AdminContentSearch')}
            <input type="search" name="q" defaultValue={filter.q ?? ''} maxLength={255} />
          </label>
          <button type="submit" className="button button-secondary">
            {t('AdminContentFind')}
          </button>
        </form>
        <Link className="button" to={backOfficePaths.adminContentArticle('new')}>
          {t('AdminContentNewArticle')}
        </Link>
      </div>
      <ListState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <p className={`card ${styles.empty}`}>{t('AdminContentNothingFound')}</p>
          ) : (
            <>
              <DataTable
                caption={t('AdminContentArticles')}
                columns={columns}
                data={data.list}
                rowId={(row) => String(row.id)}
                testId="admin-content-articles"
              />
              <Pagination
                page={filter.page}
                pageCount={pageCount(data.count)}
                hrefFor={(n) => withPage(backOfficePaths.adminContentArticles, n, search)}
                t={t}
              />
            </>
          )
        }
      </ListState>
    </>
  );
}
