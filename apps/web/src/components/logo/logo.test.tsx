import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LogoLink } from './logo';

describe('LogoLink', () => {
  it.each([
    ['ru-RU', 'Реестр Документов, Главная', 'Реестр Документов'],
    ['en-US', 'Registry Documents, Home', 'Registry Documents'],
  ] as const)('links home with the name in the page language (%s)', async (lang, name, text) => {
    document.cookie = `language=${lang}; Path=/`;
    renderWithProviders(<LogoLink />, { lang });
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveTextContent(text);
    expect(link).not.toHaveTextContent(lang === 'en-US' ? /[А-Яа-яЁё]/ : /Registry/);
  });
});
