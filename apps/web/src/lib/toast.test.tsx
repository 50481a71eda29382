import { createQueryClient } from '@/lib/query-client';
import { TOAST_DURATION_MS } from '@storefront/contract';
import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { settingsFixture } from '@/testing/fixtures';
import { showToast } from './toast';

describe('toasts', () => {
  it('load with the first toast, show it top right and remove it after 1500 ms', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(settingsFixture('ru-RU'))),
    );
    render(
      <AppProvider queryClient={createQueryClient()}>
        <p>page</p>
      </AppProvider>,
    );
    await screen.findByText('page');
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    const started = Date.now();
    const shown = showToast('Сохранено', 'success');
    const toast = await screen.findByText('Сохранено');
    await act(() => shown);
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster?.getAttribute('data-y-position')).toBe('top');
    expect(toaster?.getAttribute('data-x-position')).toBe('right');
    await waitForElementToBeRemoved(toast, { timeout: TOAST_DURATION_MS + 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TOAST_DURATION_MS);
    vi.unstubAllGlobals();
  }, 10_000);
});
