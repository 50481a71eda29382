import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageFieldsets } from './language-fieldsets';

describe('the per-language entry editor', () => {
  it("draws each language's fields in a group named by its legend and marked with its language", () => {
    render(
      <LanguageFieldsets
        languages={[
          { code: 'ru-RU', legend: 'Русский' },
          { code: 'en-US', legend: 'English', hint: 'All or none' },
        ]}
        testId={(code) => `texts-${code}`}
      >
        {({ code }, index) => (
          <label>
            {`Title ${index + 1}`}
            <input name={`texts.${code}.title`} />
          </label>
        )}
      </LanguageFieldsets>,
    );
    const russian = screen.getByRole('group', { name: 'Русский' });
    const english = screen.getByRole('group', { name: 'English' });
    expect(russian).toHaveAttribute('lang', 'ru-RU');
    expect(english).toHaveAttribute('lang', 'en-US');
    expect(within(russian).getByRole('textbox', { name: 'Title 1' })).toHaveAttribute(
      'name',
      'texts.ru-RU.title',
    );
    expect(within(english).getByRole('textbox', { name: 'Title 2' })).toHaveAttribute(
      'name',
      'texts.en-US.title',
    );
    expect(within(english).getByText('All or none')).toBeVisible();
    expect(within(russian).queryByText('All or none')).not.toBeInTheDocument();
    expect(screen.getByTestId('texts-en-US')).toBe(english);
  });
});
