import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ToasterHost from '@/components/toaster/toaster-host';
import { clearCatalogCookies, countriesFixture, renderCatalog } from '@/testing/catalog';
import { PriceListButton } from '../components/price-list-button';
import type { OfferAddressee } from '../api/download-catalog-pdf';
import { useDownloadOffer } from './use-catalog-download';

/** The offer button as the product selection page will use it: the hook and a company. */
function OfferButton({ company }: { company: OfferAddressee }) {
  const { download, pending } = useDownloadOffer();
  return (
    <button type="button" disabled={pending} onClick={() => void download(company)}>
      offer
    </button>
  );
}

type Answer = (path: string, fields: Record<string, string>) => Response;

/** The API at the fetch boundary; each request's path and form fields are kept. */
function serveApi(answer: Answer) {
  const requests: { path: string; fields: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://shop.test').pathname;
      const body = init?.body;
      const fields =
        body instanceof FormData
          ? Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]))
          : Object.fromEntries(new URLSearchParams(String(body ?? '')));
      requests.push({ path, fields });
      return answer(path, fields);
    }),
  );
  return requests;
}

const pdfAnswer = (fileName: string) =>
  new Response('%PDF-1.7 test', {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    },
  });

/** The links the download clicked, with their file names (jsdom does not navigate). */
function watchDownloads(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

/**
 * Waits for one more toast saying `text` than there were before `action` (sonner keeps its toasts
 * in a module-wide store, so toasts of earlier tests may still be on the page).
 */
async function expectNewToast(text: string, action: () => Promise<void>): Promise<void> {
  const before = screen.queryAllByText(text).length;
  await action();
  await waitFor(() => expect(screen.queryAllByText(text).length).toBeGreaterThan(before));
}

describe('catalog PDF downloads', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the browser API is the boundary here.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearCatalogCookies();
  });

  /** The toaster is mounted as the app provider mounts it on the first toast. */
  const render = (ui: ReactElement, lang: 'ru-RU' | 'en-US' = 'ru-RU') =>
    renderCatalog(
      <>
        {ui}
        <ToasterHost />
      </>,
      { lang },
    );

  it('downloads the country price list in the page language as pricelist.pdf', async () => {
    const requests = serveApi(() => pdfAnswer('pricelist.pdf'));
    const downloads = watchDownloads();
    const russia = countriesFixture.countries[0]!;
    render(<PriceListButton country={russia} />, 'en-US');
    await expectNewToast('Your download has started', () =>
      userEvent.click(screen.getByRole('button', { name: /Download the price list/ })),
    );
    expect(downloads).toEqual(['pricelist.pdf']);
    expect(requests).toEqual([{ path: '/api/price-list', fields: { country_id: '1', lang: 'en-US' } }]);
    expect(screen.getByRole('button', { name: /Download the price list/ })).toBeEnabled();
  });

  it('shows ErrorFetchingPriceList when the server refuses, and downloads nothing', async () => {
    serveApi(() => Response.json({ error: 'NotFound', field: 'country_id' }, { status: 404 }));
    const downloads = watchDownloads();
    render(<PriceListButton country={countriesFixture.countries[1]!} />);
    await expectNewToast('Не удалось скачать прайс-лист', () =>
      userEvent.click(screen.getByRole('button', { name: /Скачать прайс-лист/ })),
    );
    expect(downloads).toEqual([]);
  });

  it('shows ErrorFetchingPriceList when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<PriceListButton country={countriesFixture.countries[0]!} />);
    await expectNewToast('Не удалось скачать прайс-лист', () =>
      userEvent.click(screen.getByRole('button', { name: /Скачать прайс-лист/ })),
    );
  });

  it('useDownloadOffer sends the company and leaves out what is unknown (-)', async () => {
    const requests = serveApi(() => pdfAnswer('offer.pdf'));
    const downloads = watchDownloads();
    render(
      <OfferButton
        company={{ countryId: 9, name: 'Acme Trading Ltd', country: 'Великобритания', inn: '-', date: '' }}
      />,
    );
    await expectNewToast('Файл скачивается', () =>
      userEvent.click(screen.getByRole('button', { name: 'offer' })),
    );
    expect(downloads).toEqual(['offer.pdf']);
    expect(requests).toEqual([
      {
        path: '/api/commercial-offer',
        fields: {
          lang: 'ru-RU',
          country_id: '9',
          company_name: 'Acme Trading Ltd',
          company_country: 'Великобритания',
        },
      },
    ]);
  });

  it('useDownloadOffer sends the INN and registration date it has', async () => {
    const requests = serveApi(() => pdfAnswer('offer.pdf'));
    watchDownloads();
    render(
      <OfferButton
        company={{
          countryId: 1,
          name: 'ООО «Ромашка»',
          country: 'Россия',
          inn: '7707083893',
          date: '20.06.1991',
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'offer' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.fields).toMatchObject({ company_inn: '7707083893', company_date: '20.06.1991' });
  });
});
