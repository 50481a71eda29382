import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSettingsQueryOptions, type Settings } from '@/lib/settings/get-settings';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { DemoBanner } from './demo-banner';

function renderBanner(demo: boolean, lang: 'ru-RU' | 'en-US') {
  const queryClient = createTestQueryClient();
  const texts = {
    DemoBanner: lang === 'ru-RU' ? 'Демо-магазин: оплата имитируется' : 'Demo shop: payments are simulated',
  };
  renderWithProviders(<DemoBanner />, { queryClient, lang, texts });
  // The settings as the server answers them for this shop.
  queryClient.setQueryData(getSettingsQueryOptions(lang).queryKey, (current: Settings | undefined) =>
    current ? { ...current, settings: { ...current.settings, demo } } : current,
  );
}

describe('the demo banner', () => {
  it('says that payments are simulated', async () => {
    renderBanner(true, 'ru-RU');
    expect(await screen.findByRole('note')).toHaveTextContent('Демо-магазин: оплата имитируется');
  });

  it('is not shown in a real shop', () => {
    renderBanner(false, 'ru-RU');
    expect(screen.queryByTestId('demo-banner')).toBeNull();
  });
});
