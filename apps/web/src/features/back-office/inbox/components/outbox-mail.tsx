import type { OutboxMailDetail } from '@storefront/contract';
import { type ReactNode, useMemo, useState } from 'react';
import styles from '@/components/back-office/list-screen.module.css';
import { ApiRequestError } from '@/lib/api-client';
import { sanitizedHtml } from '@/lib/html';
import { useT } from '@/lib/i18n';
import { downloadOutboxAttachment } from '../api/download-outbox-attachment';
import view from './outbox-mail.module.css';

const LINK = /\bhttps?:\/\/[^\s<>"')\]]+/gi;

/** Plain text with its web addresses as links that open a new tab. */
function linkedText(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(from, match.index));
    parts.push(
      <a key={match.index} href={match[0]} target="_blank" rel="noopener noreferrer">
        {match[0]}
      </a>,
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** One file of the mail, downloaded as its recipient gets it; a failed download says why beside it. */
function AttachmentButton({ mailId, index, kind }: { mailId: number; index: number; kind: string }) {
  const t = useT();
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });
  const download = () => {
    setState({ busy: true, error: '' });
    downloadOutboxAttachment(mailId, index).then(
      () => setState({ busy: false, error: '' }),
      (error: unknown) =>
        setState({
          busy: false,
          error: t(error instanceof ApiRequestError ? error.key : 'UnknownError'),
        }),
    );
  };
  return (
    <li>
      <button
        type="button"
        className={styles.linkButton}
        onClick={download}
        disabled={state.busy}
        data-testid="outbox-mail-attachment"
      >
        {t('InboxDownloadAttachment', kind)}
      </button>
      {state.error ? (
        <span className={styles.error} role="alert">
          {' '}
          {state.error}
        </span>
      ) : null}
    </li>
  );
}

/**
 * The demo's mail as its recipient reads it (docs/decisions/067): the HTML part through the app's
 * sanitiser, its links opening a new tab, its files to download, the text version below.
 */
function MailAsRead({ mail }: { mail: OutboxMailDetail }) {
  const t = useT();
  const html = useMemo(() => (mail.html ? sanitizedHtml(mail.html) : undefined), [mail.html]);
  return (
    <>
      <p className={view.demoNote} data-testid="outbox-demo-note">
        {t('InboxMailDemoNote')}
      </p>
      <h3 className={styles.panelTitle}>{t('InboxMailAsRead')}</h3>
      {html !== undefined ? (
        <div
          className={`prose ${view.sheet}`}
          data-testid="outbox-mail-html"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <pre className={styles.mailText}>{linkedText(mail.text)}</pre>
      )}
      {mail.attachments.length > 0 ? (
        <>
          <h3 className={styles.panelTitle}>{t('InboxAttachments')}</h3>
          <ul className={view.attachments}>
            {mail.attachments.map((kind, index) => (
              <AttachmentButton key={index} mailId={mail.id} index={index} kind={kind} />
            ))}
          </ul>
        </>
      ) : null}
      {html !== undefined ? (
        <details>
          <summary>{t('InboxMailTextVersion')}</summary>
          <pre className={styles.mailText}>{linkedText(mail.text)}</pre>
        </details>
      ) : null}
    </>
  );
}

/**
 * A mail's body in the outbox's dialog: gone once sent; in a real shop its text with the links
 * redacted (they carry customers' secrets); in the demo, the mail as its recipient reads it.
 */
export function OutboxMailBody({ mail }: { mail: OutboxMailDetail }) {
  const t = useT();
  if (mail.body_removed) return <p className={styles.muted}>{t('InboxMailBodyRemoved')}</p>;
  if (mail.demo) return <MailAsRead mail={mail} />;
  return (
    <>
      <h3 className={styles.panelTitle}>{t('InboxMailText')}</h3>
      <pre className={styles.mailText}>{mail.text}</pre>
      <p className={styles.muted}>
        {t('InboxMailRedacted')}
        {mail.has_html ? ` ${t('InboxMailHasHtml')}.` : ''}
      </p>
    </>
  );
}
