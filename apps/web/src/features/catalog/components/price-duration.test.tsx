import type { DurationWire } from '@storefront/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCatalogCookies, renderCatalog } from '@/testing/catalog';
import { Duration } from './duration';
import { Price } from './price';

describe('Price', () => {
  afterEach(clearCatalogCookies);

  it('shows whole euros and roubles without decimals, thousands split by a plain space', () => {
    renderCatalog(<Price euro={12345} ruble={1215366} />);
    expect(screen.getByTestId('price-eur').textContent).toBe('12 345 €');
    expect(screen.getByTestId('price-rub').textContent).toBe('1 215 366 ₽');
  });

  it('uses the same format in English', () => {
    renderCatalog(<Price euro={12345} ruble={1215366} />, { lang: 'en-US' });
    expect(screen.getByTestId('price-eur').textContent).toBe('12 345 €');
    expect(screen.getByTestId('price-rub').textContent).toBe('1 215 366 ₽');
  });

  it('shows euro cents whenever the price has them, beside the server rouble price as it is', () => {
    renderCatalog(<Price euro={18.9} ruble={1861} />);
    expect(screen.getByTestId('price-eur').textContent).toBe('18,90 €');
    expect(screen.getByTestId('price-rub').textContent).toBe('1 861 ₽');
  });

  it('shows euro cents with the English decimal point in English', () => {
    renderCatalog(<Price euro={5.9} ruble={581} />, { lang: 'en-US' });
    expect(screen.getByTestId('price-eur').textContent).toBe('5.90 €');
    expect(screen.getByTestId('price-rub').textContent).toBe('581 ₽');
  });
});

function durationText(duration: DurationWire, lang: 'ru-RU' | 'en-US'): string {
  const { unmount } = renderCatalog(<Duration duration={duration} />, { lang });
  const text = screen.getByTestId('duration').textContent ?? '';
  unmount();
  clearCatalogCookies();
  return text;
}

describe('Duration', () => {
  afterEach(clearCatalogCookies);

  it('uses the Russian plural forms of working days', () => {
    expect(durationText({ from: 1, to: 1 }, 'ru-RU')).toBe('1 рабочий день');
    expect(durationText({ from: 2, to: 2 }, 'ru-RU')).toBe('2 рабочих дня');
    expect(durationText({ from: 5, to: 5 }, 'ru-RU')).toBe('5 рабочих дней');
    expect(durationText({ from: 11, to: 11 }, 'ru-RU')).toBe('11 рабочих дней');
    expect(durationText({ from: 21, to: 21 }, 'ru-RU')).toBe('21 рабочий день');
    expect(durationText({ from: 22, to: 22 }, 'ru-RU')).toBe('22 рабочих дня');
  });

  it('uses the English plural forms of working days', () => {
    expect(durationText({ from: 1, to: 1 }, 'en-US')).toBe('1 working day');
    expect(durationText({ from: 5, to: 5 }, 'en-US')).toBe('5 working days');
  });

  it('shows a range from-to in both languages', () => {
    expect(durationText({ from: 3, to: 5 }, 'ru-RU')).toBe('от 3 до 5 рабочих дней');
    expect(durationText({ from: 3, to: 5 }, 'en-US')).toBe('3 to 5 working days');
  });

  it('reads the {text, to} form of a duration too', () => {
    expect(durationText({ text: '2', to: 4 }, 'ru-RU')).toBe('от 2 до 4 рабочих дней');
    expect(durationText({ text: 7, to: 7 }, 'en-US')).toBe('7 working days');
    expect(durationText({ text: 'по запросу', to: 10 }, 'ru-RU')).toBe('до 10 рабочих дней');
  });

  it('names the value for screen readers', () => {
    renderCatalog(<Duration duration={{ from: 1, to: 1 }} />);
    expect(screen.getByText('1 рабочий день').parentElement).toHaveTextContent('Срок: 1 рабочий день');
  });
});
