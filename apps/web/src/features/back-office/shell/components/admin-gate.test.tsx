import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from '@/lib/i18n';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { getAdminMeQueryOptions } from '@/lib/back-office/get-admin-me';
import { getBackOfficeTextsQueryOptions } from '../api/get-back-office-texts';
import { AdminGate } from './admin-gate';

function Probe() {
  const t = useT();
  return <p data-testid="probe">{t('AdminProbeText')}</p>;
}

const me = { id: 1, email: 'manager@example.test', first_name: 'Мария', role: 'manager' as const };

describe('the back-office gate', () => {
  it("gives the back-office's screens its own texts, which the shop's dictionary lacks", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getAdminMeQueryOptions('').queryKey, me);
    queryClient.setQueryData(getBackOfficeTextsQueryOptions('ru-RU').queryKey, {
      AdminProbeText: 'Текст бэк-офиса',
    });
    renderWithProviders(
      <AdminGate>
        <Probe />
      </AdminGate>,
      { queryClient, url: '/admin' },
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent('Текст бэк-офиса');
  });

  it('waits for those texts instead of showing bare keys', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getAdminMeQueryOptions('').queryKey, me);
    // The texts are not loaded yet.
    renderWithProviders(
      <AdminGate>
        <Probe />
      </AdminGate>,
      { queryClient, url: '/admin' },
    );
    expect(screen.queryByTestId('probe')).toBeNull();
    expect(screen.queryByText('AdminProbeText')).toBeNull();
  });
});
