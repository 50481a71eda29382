import { useMemo } from 'react';
import { sanitizedHtml } from '@/lib/html';
import styles from './html-content.module.css';

/**
 * Server HTML shown as formatted text, always sanitized first (pages, articles, FAQ answers), and
 * handed to React as TrustedHTML where the page enforces Trusted Types.
 */
export function HtmlContent({ html, className, id }: { html: string; className?: string; id?: string }) {
  const safeHtml = useMemo(() => sanitizedHtml(html), [html]);
  return (
    <div
      id={id}
      className={['prose', styles.content, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
