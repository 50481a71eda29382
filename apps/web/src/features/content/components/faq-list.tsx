import type { Faq } from '@storefront/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { HtmlContent } from './html-content';
import styles from './faq-list.module.css';

/** No entry open (spec section 4: 0 means none open). */
export const NO_FAQ_OPEN = 0;

/** Selecting an entry opens it; selecting the open one again closes it. */
export function nextOpenFaq(openId: number, selectedId: number): number {
  return openId === selectedId ? NO_FAQ_OPEN : selectedId;
}

const faqAnchor = (id: number) => `faq-${id}`;

/** The entry id a `#faq-<id>` hash names, else none. */
function faqIdFromHash(hash: string): number {
  const match = /^#faq-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : NO_FAQ_OPEN;
}

/**
 * The FAQ accordion: one entry open at a time. `/faq#faq-3` opens entry 3, scrolls to it and
 * moves focus to its question, so a shared link lands on the answer.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const { hash } = useLocation();
  const hashId = faqIdFromHash(hash);
  const linkedId = faqs.some((faq) => faq.id === hashId) ? hashId : NO_FAQ_OPEN;
  // The visitor's own choice holds until the address names another entry.
  const [choice, setChoice] = useState<{ hash: string; openId: number } | null>(null);
  const openId = choice?.hash === hash ? choice.openId : linkedId;

  useEffect(() => {
    if (linkedId === NO_FAQ_OPEN) return;
    const entry = document.getElementById(faqAnchor(linkedId));
    entry?.scrollIntoView?.({ block: 'start' });
    entry?.querySelector('button')?.focus({ preventScroll: true });
  }, [linkedId]);

  return (
    <div className={styles.list}>
      {faqs.map((faq) => {
        const anchor = faqAnchor(faq.id);
        const open = faq.id === openId;
        return (
          <div key={faq.id} id={anchor} className={styles.item} data-open={open}>
            <h2 className={styles.question}>
              <button
                type="button"
                id={`${anchor}-question`}
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={`${anchor}-answer`}
                onClick={() => setChoice({ hash, openId: nextOpenFaq(openId, faq.id) })}
              >
                <span>{faq.question}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h2>
            <div
              id={`${anchor}-answer`}
              role="region"
              aria-labelledby={`${anchor}-question`}
              className={styles.answer}
              hidden={!open}
            >
              <HtmlContent html={faq.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
