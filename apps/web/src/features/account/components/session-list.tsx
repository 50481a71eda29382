import { formatDate, type UserSession } from '@storefront/contract';
import { useId } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useManagerMode } from '@/lib/session/use-session';
import { showToast } from '@/lib/toast';
import { useEndOtherUserSessions, useEndUserSession, useUserSessions } from '../api/user-sessions';
import styles from './session-list.module.css';

/** Times in the visitor's own zone: "when did I last use the shop on that phone". */
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Active sessions" of the profile: each live login with its browser and OS, IP, when
 * it was opened and last used, the current one marked; "end" per other session and "end all other
 * sessions". A manager acting as the customer sees the list but ends nothing (the server refuses).
 */
export function SessionList() {
  const t = useT();
  const { lang } = useLanguage();
  const headingId = useId();
  const sessions = useUserSessions();
  const endOne = useEndUserSession();
  const endOthers = useEndOtherUserSessions();
  const managerMode = useManagerMode() !== null;
  const timeZone = localTimeZone();
  const when = (iso: string) => formatDate(iso, lang, { withTime: true, timeZone });

  const failed = (error: unknown) =>
    void showToast(t(error instanceof ApiRequestError ? error.key : 'UnknownError'), 'error');

  const deviceOf = (session: UserSession) =>
    [session.browser, session.os].filter(Boolean).join(', ') || t('UnknownDevice');

  let content;
  if (sessions.isError) {
    content = <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} t={t} />;
  } else if (!sessions.data) {
    content = <Loader label={t('Loading')} />;
  } else {
    const others = sessions.data.filter((session) => !session.current);
    content = (
      <>
        <ul className={styles.list} aria-labelledby={headingId} aria-busy={sessions.isFetching}>
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.item} data-current={session.current || undefined}>
              <div className={styles.device}>
                <span className={styles.deviceName} id={`session-${session.id}`}>
                  {deviceOf(session)}
                </span>
                {session.current ? <span className={styles.badge}>{t('ThisSession')}</span> : null}
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('SessionLastSeen')}</dt>
                  <dd>{when(session.last_seen_at)}</dd>
                </div>
                <div>
                  <dt>{t('SessionStarted')}</dt>
                  <dd>{when(session.created_at)}</dd>
                </div>
                <div>
                  <dt>{t('SessionIp')}</dt>
                  <dd>{session.ip ?? '—'}</dd>
                </div>
              </dl>
              {!session.current && !managerMode ? (
                <button
                  type="button"
                  className={`button button-secondary ${styles.end}`}
                  onClick={() =>
                    endOne.mutate(session.id, {
                      onSuccess: () => void showToast(t('SessionEnded'), 'success'),
                      onError: failed,
                    })
                  }
                  disabled={endOne.isPending}
                  aria-busy={endOne.isPending && endOne.variables === session.id}
                  aria-describedby={`session-${session.id}`}
                >
                  {t('EndSession')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {managerMode ? (
          <p className={styles.note}>{t('ManagerCannotEndSessions')}</p>
        ) : others.length > 0 ? (
          <button
            type="button"
            className="button"
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: () => void showToast(t('OtherSessionsEnded'), 'success'),
                onError: failed,
              })
            }
            disabled={endOthers.isPending}
            aria-busy={endOthers.isPending}
          >
            {t('EndOtherSessions')}
          </button>
        ) : (
          <p className={styles.note}>{t('NoOtherSessions')}</p>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.title} id={headingId}>
        {t('ActiveSessions')}
      </h2>
      <p className={styles.intro}>{t('ActiveSessionsIntro')}</p>
      {content}
    </section>
  );
}
