import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { faqsFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { FaqList, NO_FAQ_OPEN, nextOpenFaq } from './faq-list';

const question = (name: string) => screen.getByRole('button', { name });

describe('nextOpenFaq', () => {
  it('opens the selected entry and closes the open one when selected again', () => {
    expect(nextOpenFaq(NO_FAQ_OPEN, 2)).toBe(2);
    expect(nextOpenFaq(2, 3)).toBe(3);
    expect(nextOpenFaq(3, 3)).toBe(NO_FAQ_OPEN);
    expect(NO_FAQ_OPEN).toBe(0);
  });
});

describe('FaqList', () => {
  it('starts with every entry closed', async () => {
    renderWithProviders(<FaqList faqs={faqsFixture} />, { url: '/faq' });
    const buttons = await screen.findAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens the selected entry, one at a time, and closes the open one when selected again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqList faqs={faqsFixture} />, { url: '/faq' });

    await user.click(await screen.findByRole('button', { name: 'Как оплатить?' }));
    expect(question('Как оплатить?')).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Как оплатить?' });
    expect(answer).toHaveTextContent('Картой, через СБП или по счёту.');
    expect(question('Как оплатить?')).toHaveAttribute('aria-controls', answer.id);
    // The server's HTML is sanitized before it is shown.
    expect(answer.querySelector('script')).toBeNull();

    await user.click(question('Как доставляются документы?'));
    expect(question('Как доставляются документы?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Как оплатить?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(question('Как доставляются документы?'));
    expect(question('Как доставляются документы?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqList faqs={faqsFixture} />, { url: '/faq' });
    await screen.findAllByRole('button');
    await user.tab();
    expect(question('Как заказать документ?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question('Как заказать документ?')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question('Как заказать документ?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens, scrolls to and focuses the entry a #faq-<id> link names', async () => {
    // jsdom has no layout, so no scrollIntoView of its own.
    const original = Element.prototype.scrollIntoView;
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderWithProviders(<FaqList faqs={faqsFixture} />, { url: '/faq#faq-3' });

      const linked = await screen.findByRole('button', { name: 'Как доставляются документы?' });
      expect(linked).toHaveAttribute('aria-expanded', 'true');
      expect(linked).toHaveFocus();
      expect(linked.closest('[id="faq-3"]')).not.toBeNull();
      expect(scrollIntoView).toHaveBeenCalled();
      expect(question('Как заказать документ?')).toHaveAttribute('aria-expanded', 'false');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('ignores a hash that names no entry', async () => {
    renderWithProviders(<FaqList faqs={faqsFixture} />, { url: '/faq#faq-99' });
    for (const button of await screen.findAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });
});
