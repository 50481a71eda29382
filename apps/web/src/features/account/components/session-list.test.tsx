import type { UserSession } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFormApi, renderForm, submittedCalls } from '@/testing/forms';
import { startWithToken } from '@/testing/session';
import { SessionList } from './session-list';

function session(id: number, fields: Partial<UserSession> = {}): UserSession {
  return {
    id,
    created_at: '2026-11-20T09:00:00.000Z',
    last_seen_at: '2026-11-24T08:00:00.000Z',
    ip: `203.0.113.${id}`,
    browser: 'Firefox 128',
    os: 'Windows',
    current: false,
    ...fields,
  };
}

afterEach(() => vi.unstubAllGlobals());

const item = (name: RegExp) =>
  screen.getAllByRole('listitem').find((element) => name.test(element.textContent ?? ''))!;

describe('SessionList', () => {
  beforeEach(() => startWithToken('key-1'));

  it('lists the sessions, marks the current one, and ends another or all the others', async () => {
    let list = [
      session(1, { current: true, browser: 'Chrome 124', os: 'macOS' }),
      session(2, { browser: 'Safari 17', os: 'iOS' }),
      session(3, { browser: null, os: null }),
    ];
    const fetchMock = mockFormApi((path) => {
      if (path.startsWith('/api/user-session-end')) {
        list = list.filter((entry) => entry.id !== 2);
        return Response.json({ success: true });
      }
      if (path.startsWith('/api/user-sessions-end-others')) {
        list = list.filter((entry) => entry.current);
        return Response.json({ success: true });
      }
      return Response.json({ sessions: list });
    });
    renderForm(<SessionList />);

    expect(await screen.findByRole('heading', { name: 'ActiveSessions' })).toBeInTheDocument();
    await screen.findByText('Chrome 124, macOS');
    const current = item(/Chrome 124/);
    expect(within(current).getByText('ThisSession')).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'EndSession' })).toBeNull();
    expect(within(item(/UnknownDevice/)).getByText('203.0.113.3')).toBeInTheDocument();

    await userEvent.click(within(item(/Safari 17/)).getByRole('button', { name: 'EndSession' }));
    await waitFor(() => expect(screen.queryByText('Safari 17, iOS')).toBeNull());
    expect(submittedCalls(fetchMock).find((call) => call.path.startsWith('/api/user-session-end'))).toEqual({
      path: '/api/user-session-end?id=2',
      fields: { auth_key: 'key-1' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'EndOtherSessions' }));
    expect(await screen.findByText('NoOtherSessions')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
