import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AdminPage } from './admin-page';

describe('the back-office page frame', () => {
  it('has the title, the way back, the screen’s buttons and a status notice', () => {
    renderWithProviders(
      <AdminPage
        title="Апостиль"
        lead="Тип документа"
        back={{ to: '/admin/catalog/types', label: 'К списку' }}
        actions={<button type="button">Удалить</button>}
        notice="Сохранено"
      >
        <p>Форма</p>
      </AdminPage>,
      { texts: { AdminTitle: 'Бэк-офис' } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Апостиль' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← К списку' })).toHaveAttribute('href', '/admin/catalog/types');
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Сохранено');
    expect(screen.getByText('Тип документа')).toBeVisible();
    expect(document.title).toBe('Апостиль — Бэк-офис');
  });

  it('has no back link, buttons or notice when not given', () => {
    renderWithProviders(<AdminPage title="Заказы">{null}</AdminPage>, { texts: { AdminTitle: 'Бэк-офис' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
