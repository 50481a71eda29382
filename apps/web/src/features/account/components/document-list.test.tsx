import type { UserDocument } from '@storefront/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWithToken } from '@/testing/session';
import { mockFormApi, submittedCalls } from '@/testing/forms';
import { renderRoutes } from '@/testing/render';
import { DocumentList } from './document-list';

const invoice: UserDocument = {
  id: 3,
  doc_type: 'invoice',
  number: 'RD-000042',
  date: '2026-11-20',
  order_id: 42,
  order_number: 'RD-000042',
  total_eur: 1234.5,
  total_rub: 121541,
};

afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string) {
  return renderRoutes([{ path: '/account/documents', element: <DocumentList /> }], {
    initialEntries: [url],
  });
}

const documentCalls = (fetchMock: ReturnType<typeof mockFormApi>) =>
  submittedCalls(fetchMock).filter((call) => call.path.startsWith('/api/user-documents'));

describe('DocumentList', () => {
  // The page is signed in: every call carries the session's key without being handed it.
  beforeEach(() => startWithToken('key-1'));

  it('reads the type filter from the address and sends it', async () => {
    const fetchMock = mockFormApi(() => Response.json({ documents: { count: 1, list: [invoice], page: 2 } }));
    renderAt('/account/documents?doc_type=invoice&page=2');

    expect(await screen.findByRole('rowheader', { name: 'RD-000042' })).toBeInTheDocument();
    expect(documentCalls(fetchMock)[0]).toEqual({
      path: '/api/user-documents?page=2',
      fields: { auth_key: 'key-1', lang: 'ru-RU', doc_type: 'invoice', pagesize: '10' },
    });
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('1 234,50 €')).toBeInTheDocument();
    expect(screen.getByText('121 541 ₽')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026')).toBeInTheDocument();
  });

  it('switches the type from the first page, and back to all', async () => {
    const fetchMock = mockFormApi(() => Response.json({ documents: { count: 0, list: [], page: 1 } }));
    renderAt('/account/documents?page=3');
    expect(await screen.findByText('NoDocuments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AllDocuments' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Acts' }));
    await waitFor(() => expect(documentCalls(fetchMock)).toHaveLength(2));
    expect(documentCalls(fetchMock)[1]).toEqual({
      path: '/api/user-documents?page=1',
      fields: { auth_key: 'key-1', lang: 'ru-RU', doc_type: 'act', pagesize: '10' },
    });
    expect(await screen.findByText('NoDocumentsOfType')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acts' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'AllDocuments' }));
    await waitFor(() => expect(documentCalls(fetchMock)).toHaveLength(3));
    expect(documentCalls(fetchMock)[2]?.fields).not.toHaveProperty('doc_type');
  });
});
