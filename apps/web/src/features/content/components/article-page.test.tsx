import { ARTICLE_CATEGORY } from '@storefront/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleAnswer } from '../api/get-article';
import { articleLists } from '../utils/article-lists';
import { setServerStructuredDataSink } from '@/components/structured-data/structured-data';
import { PageStatusContext } from '@/lib/page-status';
import type { StructuredDataBlock } from '@/lib/structured-data/json-ld';
import { renderWithProviders } from '@/testing/render';
import { ArticlePage } from './article-page';

function articleAnswer(categoryId: number): ArticleAnswer {
  const item = {
    id: 7,
    path: 'what-is-an-apostille',
    category_id: categoryId,
    title: 'Что такое апостиль',
    intro: 'Коротко об апостиле.',
    image: '/uploads/articles/what-is-an-apostille.svg',
    date: '2025-03-01T09:00:00Z',
  };
  return {
    articles: {
      current: {
        ...item,
        body: '<p>Текст статьи.</p><script>alert(1)</script>',
        meta_description: 'Об апостиле',
        country_id: 4,
      },
      country: {
        id: 4,
        text: 'Германия',
        code: 'DE',
        link_sef: 'germany',
        online: true,
        popular: true,
        description: '',
        register_name: '',
      },
      recent_list: [{ ...item, id: 8, path: 'kyc', title: 'Документы для банка' }],
    },
  };
}

const fetchMock = vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

describe('ArticlePage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('shows an article of its own list with its country and the recent list', async () => {
    fetchMock.mockResolvedValue(Response.json(articleAnswer(ARTICLE_CATEGORY.publication)));
    renderWithProviders(
      <ArticlePage
        path="what-is-an-apostille"
        list={articleLists.publications}
        siteName="Реестр Документов"
      />,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Что такое апостиль' })).toBeInTheDocument();
    expect(screen.getByText('Текст статьи.')).toBeInTheDocument();
    expect(document.querySelector('.prose script')).toBeNull();
    expect(screen.getByRole('link', { name: /Германия/ })).toHaveAttribute('href', '/country/germany');
    expect(screen.getByRole('link', { name: 'Документы для банка' })).toHaveAttribute(
      'href',
      '/materials/publications/kyc',
    );
    expect(screen.getByRole('link', { name: /BackToList/ })).toHaveAttribute(
      'href',
      '/materials/publications',
    );
  });

  it('shows not-found for an article of the other list', async () => {
    fetchMock.mockResolvedValue(Response.json(articleAnswer(ARTICLE_CATEGORY.publication)));
    renderWithProviders(
      <ArticlePage path="what-is-an-apostille" list={articleLists.news} siteName="Реестр Документов" />,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'NotFoundTitle' })).toBeInTheDocument();
    expect(screen.queryByText('Текст статьи.')).toBeNull();
    expect(screen.getByRole('link', { name: 'GoHome' })).toHaveAttribute('href', '/');
  });

  it('shows not-found, not the error state, for an unknown path', async () => {
    fetchMock.mockResolvedValue(Response.json({ error: 'NotFound', field: 'path' }, { status: 404 }));
    renderWithProviders(<ArticlePage path="nope" list={articleLists.news} siteName="Реестр Документов" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'NotFoundTitle' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("tells the server's renderer that an unknown article answers 404, and a known one nothing", async () => {
    const report = vi.fn<(status: number) => void>();
    fetchMock.mockResolvedValue(Response.json({ error: 'NotFound', field: 'path' }, { status: 404 }));
    const unknown = renderWithProviders(
      <PageStatusContext.Provider value={report}>
        <ArticlePage path="nope" list={articleLists.news} siteName="Реестр Документов" />
      </PageStatusContext.Provider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'NotFoundTitle' });
    expect(report).toHaveBeenCalledWith(404);
    unknown.unmount();

    report.mockReset();
    fetchMock.mockResolvedValue(Response.json(articleAnswer(ARTICLE_CATEGORY.news)));
    renderWithProviders(
      <PageStatusContext.Provider value={report}>
        <ArticlePage path="what-is-an-apostille" list={articleLists.news} siteName="Реестр Документов" />
      </PageStatusContext.Provider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Что такое апостиль' });
    expect(report).not.toHaveBeenCalled();
  });

  it('offers a retry when the load fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'ServiceUnavailable' }, { status: 503 }));
    renderWithProviders(
      <ArticlePage path="what-is-an-apostille" list={articleLists.news} siteName="Реестр Документов" />,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка HTTP: 503');
    fetchMock.mockResolvedValue(Response.json(articleAnswer(ARTICLE_CATEGORY.news)));
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Что такое апостиль' })).toBeInTheDocument();
  });

  it("declares a news item to the server's renderer as a NewsArticle the shop published", async () => {
    const blocks: StructuredDataBlock[] = [];
    setServerStructuredDataSink(() => ({
      siteUrl: 'https://shop.example',
      add: (block) => blocks.push(block),
    }));
    try {
      fetchMock.mockResolvedValue(Response.json(articleAnswer(ARTICLE_CATEGORY.news)));
      renderWithProviders(
        <ArticlePage path="what-is-an-apostille" list={articleLists.news} siteName="Реестр Документов" />,
      );
      await screen.findByRole('heading', { level: 1, name: 'Что такое апостиль' });
      expect(blocks.at(-1)).toMatchObject({
        '@type': 'NewsArticle',
        headline: 'Что такое апостиль',
        datePublished: '2025-03-01T09:00:00Z',
        image: ['https://shop.example/uploads/articles/what-is-an-apostille.svg'],
        mainEntityOfPage: 'https://shop.example/materials/news/what-is-an-apostille',
        publisher: { '@type': 'Organization', name: 'Реестр Документов' },
      });
    } finally {
      setServerStructuredDataSink(() => undefined);
    }
  });
});
