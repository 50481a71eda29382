import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { PurposePicker } from './purpose-picker';

const purposes = [
  { id: 1, name: 'Для банка', description: 'Открытие счёта', productTypes: [1] },
  { id: 2, name: 'Для суда', description: 'Арбитраж', productTypes: [1] },
];

/** The picker as /search/select-type wires it: the purpose in the address. */
function SelectType() {
  const [params] = useSearchParams();
  const purposeId = params.get('purpose') ? Number(params.get('purpose')) : undefined;
  return (
    <PurposePicker
      purposes={purposes}
      offeredTypeIds={new Set([1])}
      purposeId={purposeId}
      hrefForPurpose={(id) => `/search/select-type?purpose=${id}`}
      hrefForType={() => '/search/select-product'}
    />
  );
}

describe('choosing a purpose', () => {
  const scrolled = vi.fn();
  let reducedMotion = false;
  beforeEach(() => {
    scrolled.mockClear();
    reducedMotion = false;
    Element.prototype.scrollIntoView = scrolled;
    // Below every purpose: some 1000 px down a phone's 640 px.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
      () =>
        ({ top: 1000, bottom: 1300, left: 0, right: 360, width: 360, height: 300, x: 0, y: 1000 }) as DOMRect,
    );
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('reduce') && reducedMotion, media: query })),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ productTypes: [{ id: 1, name: 'Выписка из реестра', description: '' }] }),
      ),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('brings the purpose’s types into view and focuses their heading; with reduced motion it jumps', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/search/select-type', element: <SelectType /> }], {
      initialEntries: ['/search/select-type'],
      texts: { ChoosePurpose: 'Цель', ChooseProductType: 'Документы «%s»' },
    });
    expect(scrolled).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: /Для банка/ }));
    const heading = await screen.findByRole('heading', { name: 'Документы «Для банка»' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    expect(scrolled.mock.contexts).toEqual([heading]);
    expect(await screen.findByRole('link', { name: /Выписка из реестра/ })).toBeInTheDocument();

    reducedMotion = true;
    await user.click(screen.getByRole('link', { name: /Для суда/ }));
    await screen.findByRole('heading', { name: 'Документы «Для суда»' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'start', behavior: 'auto' });
  });

  it('leaves a page opened with its purpose at its top', async () => {
    renderRoutes([{ path: '/search/select-type', element: <SelectType /> }], {
      initialEntries: ['/search/select-type?purpose=1'],
      texts: { ChoosePurpose: 'Цель', ChooseProductType: 'Документы «%s»' },
    });
    expect(await screen.findByRole('link', { name: /Выписка из реестра/ })).toBeInTheDocument();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
