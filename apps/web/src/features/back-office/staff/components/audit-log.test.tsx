import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { type AuditEntry, auditAddress, getAuditQueryOptions } from '../api/get-audit';
import { AuditLog, diffRows } from './audit-log';

const texts = {
  InboxWhen: 'Когда',
  InboxWho: 'Кто',
  InboxAction: 'Действие',
  InboxEntity: 'Объект',
  InboxShowChanges: 'Показать изменения',
  InboxHideChanges: 'Скрыть изменения',
  InboxField: 'Поле',
  InboxBefore: 'Было',
  InboxAfter: 'Стало',
  InboxAudit: 'Журнал действий',
  InboxAsCustomer: 'от имени клиента, менеджер %s',
  InboxTotalFound: 'Найдено: %s',
};

const entry: AuditEntry = {
  id: 41,
  at: '2026-06-11T09:05:00.000Z',
  actor: { id: 3, email: 'manager@shop.test' },
  acting_manager: null,
  action: '/api/admin/consultation-status',
  entity: 'consult_request',
  entity_id: '12',
  ip: '10.0.0.1',
  details: {
    before: { status: 'new', status_changed_at: null },
    after: { status: 'in_work', status_changed_at: '2026-06-11T09:05:00.000Z' },
    reason: 'звонок',
  },
};

describe('the audit log', () => {
  it('puts the values before and after side by side, marking what changed', () => {
    expect(diffRows({ a: 1, b: 'x' }, { b: 'y', c: [1] })).toEqual([
      { field: 'a', before: 1, after: undefined, changed: true },
      { field: 'b', before: 'x', after: 'y', changed: true },
      { field: 'c', before: undefined, after: [1], changed: true },
    ]);
    expect(diffRows({ a: 1 }, { a: 1 })[0]?.changed).toBe(false);
    expect(diffRows(undefined, 'text')).toEqual([]);
  });

  it('opens a row to its changes with the keyboard and closes it again', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getAuditQueryOptions(auditAddress.read(new URLSearchParams())).queryKey, {
      entries: { count: 1, page: 1, list: [entry] },
    });
    renderWithProviders(<AuditLog />, { queryClient, texts, url: '/admin/audit' });
    const row = screen.getByTestId('audit-row');
    expect(row).toHaveTextContent('manager@shop.test');
    expect(row).toHaveTextContent('consult_request #12');
    const toggle = within(row).getByRole('button', { name: 'Показать изменения' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The same button, still focused: the keyboard user stays where they were.
    expect(toggle).toHaveFocus();
    const changes = screen.getByTestId('audit-changes');
    expect(within(changes).getByRole('row', { name: 'status new in_work' })).toHaveAttribute(
      'data-changed',
      'true',
    );
    expect(changes).toHaveTextContent('reason');
    expect(changes).toHaveTextContent('звонок');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByTestId('audit-changes')).toBeNull();
  });
});
