import { skipToken, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { Outlet, type Params, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteHandle } from '@/lib/route-handle';
import type { StructuredDataBlock } from '@/lib/structured-data/json-ld';
import { createTestQueryClient, renderRoutes } from '@/testing/render';
import { setServerStructuredDataSink } from '../structured-data/structured-data';
import { Breadcrumbs } from './breadcrumbs';

/** A title hook like the article route's: it reads the page's query from the cache, never fetches. */
function useArticleTitle(params: Readonly<Params>): string | undefined {
  const { data } = useQuery<{ title: string }>({ queryKey: ['article', params.id], queryFn: skipToken });
  return data?.title;
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <Breadcrumbs />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <h1>Home page</h1> },
      {
        path: 'materials/news',
        handle: { crumb: { titleKey: 'News' } } satisfies RouteHandle,
        children: [
          { index: true, element: <h1>News list</h1> },
          {
            path: ':id',
            handle: { crumb: { useTitle: useArticleTitle } } satisfies RouteHandle,
            element: <h1>Article</h1>,
          },
        ],
      },
    ],
  },
];

function crumbs() {
  const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
  return within(nav).getAllByRole('listitem');
}

describe('Breadcrumbs', () => {
  it('shows nothing on a page without a crumb', async () => {
    renderRoutes(routes, { initialEntries: ['/'] });
    await screen.findByRole('heading', { name: 'Home page' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows Home, then the current page titled from its translation key', async () => {
    renderRoutes(routes, { initialEntries: ['/materials/news'] });
    await screen.findByRole('heading', { name: 'News list' });
    const [home, current, ...rest] = crumbs();
    expect(rest).toHaveLength(0);
    expect(within(home!).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(current).toHaveTextContent('Новости');
    expect(within(current!).queryByRole('link')).toBeNull();
    expect(within(current!).getByText('Новости')).toHaveAttribute('aria-current', 'page');
  });

  it('shows Home, the parents as links, then the current page titled by its useTitle hook', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['article', 'apostille'], { title: 'Что такое апостиль' });
    renderRoutes(routes, { initialEntries: ['/materials/news/apostille'], queryClient });
    await screen.findByRole('heading', { name: 'Article' });

    const [home, parent, current] = crumbs();
    expect(crumbs()).toHaveLength(3);
    expect(within(home!).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(within(parent!).getByRole('link', { name: 'Новости' })).toHaveAttribute('href', '/materials/news');
    expect(within(current!).getByText('Что такое апостиль')).toHaveAttribute('aria-current', 'page');
  });

  it('holds the place of a data title that has not loaded yet', async () => {
    renderRoutes(routes, { initialEntries: ['/materials/news/unknown'] });
    await screen.findByRole('heading', { name: 'Article' });
    expect(crumbs()[2]).toHaveTextContent('…');
  });

  it('names the crumbs in the current language', async () => {
    document.cookie = 'language=en-US; Path=/';
    try {
      renderRoutes(routes, { initialEntries: ['/materials/news'], lang: 'en-US' });
      await screen.findByRole('heading', { name: 'News list' });
      const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
      expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
      expect(within(nav).getByText('News')).toHaveAttribute('aria-current', 'page');
    } finally {
      document.cookie = 'language=; Max-Age=0; Path=/';
    }
  });
});

describe('Breadcrumbs as structured data (on the server)', () => {
  /** Collects what the page declares, as the server's renderer does. */
  function collect(): StructuredDataBlock[] {
    const blocks: StructuredDataBlock[] = [];
    setServerStructuredDataSink(() => ({
      siteUrl: 'https://shop.example',
      add: (block) => blocks.push(block),
    }));
    return blocks;
  }
  afterEach(() => setServerStructuredDataSink(() => undefined));

  it('declares the trail the breadcrumbs show, home first, at absolute URLs', async () => {
    const blocks = collect();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['article', 'apostille'], { title: 'Что такое апостиль' });
    renderRoutes(routes, { initialEntries: ['/materials/news/apostille'], queryClient });
    await screen.findByRole('heading', { name: 'Article' });
    expect(blocks.at(-1)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Новости', item: 'https://shop.example/materials/news' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Что такое апостиль',
          item: 'https://shop.example/materials/news/apostille',
        },
      ],
    });
  });

  it('declares no trail while a title is still loading', async () => {
    const blocks = collect();
    renderRoutes(routes, { initialEntries: ['/materials/news/unknown'] });
    await screen.findByRole('heading', { name: 'Article' });
    expect(blocks).toEqual([]);
  });
});
