import type { AdminCatalogProduct, AdminCatalogType } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFormApi, renderForm, submittedCalls } from '@/testing/forms';
import { createTestQueryClient } from '@/testing/render';
import { startWithToken } from '@/testing/session';
import { getCatalogOptionsQueryOptions } from '@/lib/back-office/get-catalog-options';
import { ProductForm, TypeForm } from './catalog-forms';

const texts = {
  AdminSave: 'Сохранить',
  AdminSaved: 'Сохранено',
  AdminFieldCompanyKind: 'Для каких компаний',
  AdminFieldCompanyKindHint: 'Выписку из ЕГРИП заказывают только об ИП',
  AdminCompanyKindAny: 'Для любых',
  AdminCompanyKindLegalEntity: 'Только для организаций (ООО, АО…)',
  AdminCompanyKindSoleTrader: 'Только для ИП',
  AdminFieldNeedsPaper: 'Делается на бумажном документе (апостиль): не предлагать к электронным',
  AdminFieldDelivery: 'Бумажный документ с доставкой',
};

const egripTexts = {
  'ru-RU': { name: 'Выписка из ЕГРИП', description: '' },
  'en-US': { name: 'EGRIP extract', description: '' },
};

const egrip: AdminCatalogProduct = {
  id: 103,
  country_id: 1,
  price: '5.90',
  price_cents: 590,
  duration_from: 1,
  duration_to: 1,
  delivery: false,
  company_kind: 'sole_trader',
  thumb: '',
  sort: 3,
  active: true,
  product_type_ids: [1],
  related_ids: [],
  texts: egripTexts,
  orders_count: 0,
};

const apostille: AdminCatalogType = {
  id: 4,
  code: 'apostille',
  sort: 4,
  active: true,
  needs_paper: false,
  texts: { 'ru-RU': { name: 'Апостиль', description: '' }, 'en-US': { name: 'Apostille', description: '' } },
  products_count: 3,
  purposes_count: 2,
};

function renderWithOptions(ui: ReactElement) {
  startWithToken('admin-key');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getCatalogOptionsQueryOptions('ru-RU').queryKey, options);
  return renderForm(ui, { queryClient, texts });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const options = {
  countries: [{ id: 1, name: 'Россия', active: true }],
  product_types: [{ id: 1, name: 'Выписка', active: true }],
  products: [],
};
/** The form's save calls (its choices' options are asked for too). */
const saves = (fetchMock: Parameters<typeof submittedCalls>[0]) =>
  submittedCalls(fetchMock).filter((call) => call.path.includes('-save'));

describe('the catalog forms', () => {
  it('say which companies a product is for and send a change of it', async () => {
    const fetchMock = mockFormApi((path) =>
      Response.json(path.includes('-save') ? { product: { ...egrip, company_kind: 'any' } } : options),
    );
    const user = userEvent.setup();
    renderWithOptions(<ProductForm product={egrip} onSaved={() => undefined} label="Товар" />);
    const kind = screen.getByRole('combobox', { name: 'Для каких компаний' });
    expect(kind).toHaveValue('sole_trader');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Для любых', 'Только для организаций (ООО, АО…)', 'Только для ИП']);
    await user.selectOptions(kind, 'any');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(saves(fetchMock)[0]).toMatchObject({
      path: '/api/admin/catalog-product-save?id=103',
      fields: { company_kind: 'any' },
    });
  });

  it('mark a type made on a paper document', async () => {
    const fetchMock = mockFormApi((path) =>
      Response.json(path.includes('-save') ? { type: { ...apostille, needs_paper: true } } : options),
    );
    const user = userEvent.setup();
    renderWithOptions(<TypeForm type={apostille} onSaved={() => undefined} label="Тип" />);
    const paper = screen.getByRole('checkbox', { name: texts.AdminFieldNeedsPaper });
    expect(paper).not.toBeChecked();
    await user.click(paper);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(saves(fetchMock)[0]!.fields).toMatchObject({ needs_paper: '1' });
  });
});
