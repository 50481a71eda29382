import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { makeTranslate } from '@/lib/i18n';
import { settingsFixture } from '@/testing/fixtures';
import { ErrorState } from './error-state';

const russian = makeTranslate(settingsFixture('ru-RU').translations, 'ru-RU');
const english = makeTranslate(settingsFixture('en-US').translations, 'en-US');

describe('ErrorState', () => {
  it("shows the failed call's HTTP status with the dictionary's text, as an alert", () => {
    render(<ErrorState error={new ApiRequestError(500, 'UnknownError')} onRetry={() => {}} t={russian} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка HTTP: 500');
  });

  it('calls retry when the button is pressed', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <ErrorState error={new ApiRequestError(503, 'ServiceUnavailable')} onRetry={onRetry} t={russian} />,
    );
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows status 0 for a network failure, in the current language', () => {
    render(<ErrorState error={new TypeError('Failed to fetch')} onRetry={() => {}} t={english} />);
    expect(screen.getByRole('alert')).toHaveTextContent('HTTP error: 0');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('falls back to the built-in text before the dictionary has loaded', () => {
    render(
      <ErrorState
        error={new ApiRequestError(502, 'UnknownError')}
        onRetry={() => {}}
        t={makeTranslate({}, 'ru-RU')}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка HTTP: 502');
  });
});
