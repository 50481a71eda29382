import { CONSULTATION_NOTE_MAX, consultationStatuses, formatDate } from '@storefront/contract';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { Loader } from '@/components/loader/loader';
import { backOfficePaths } from '@/config/back-office-paths';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { addConsultationNote, loadConsultationNoteRules } from '../api/add-consultation-note';
import { type ConsultationDetail as Detail, type ConsultationStatus } from '@storefront/contract';
import { loadConsultationStatusRules, setConsultationStatus } from '../api/set-consultation-status';
import { useConsultation, useStoreConsultation } from '../api/get-consultation';
import { StatusBadge } from '@/components/back-office/status-badge';
import { CONSULTATION_STATUS_KEYS } from './consultations-list';
import { TextareaField } from '@/components/back-office/textarea-field';
import styles from '@/components/back-office/list-screen.module.css';

const moscow = { withTime: true, timeZone: 'Europe/Moscow' } as const;

function StatusForm({ request }: { request: Detail }) {
  const t = useT();
  const store = useStoreConsultation();
  const form = useContractForm<{ status: string }, Awaited<ReturnType<typeof loadConsultationStatusRules>>>({
    schema: loadConsultationStatusRules,
    defaultValues: { status: request.status },
    humanCheck: false,
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => setConsultationStatus(request.id, values.status as ConsultationStatus)}
      onSuccess={(answer) => {
        store(answer);
        form.reset({ status: answer.status });
      }}
      submitLabel={t('InboxSaveStatus')}
      successMessage={t('InboxSaved')}
      keepFormOnSuccess
      aria-label={t('InboxSetStatus')}
    >
      <SelectField
        name="status"
        label={t('InboxSetStatus')}
        options={consultationStatuses.map((status) => ({
          value: status,
          label: t(CONSULTATION_STATUS_KEYS[status]),
        }))}
      />
    </Form>
  );
}

function NoteForm({ requestId }: { requestId: number }) {
  const t = useT();
  const store = useStoreConsultation();
  const form = useContractForm<{ text: string }, Awaited<ReturnType<typeof loadConsultationNoteRules>>>({
    schema: loadConsultationNoteRules,
    defaultValues: { text: '' },
    humanCheck: false,
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => addConsultationNote(requestId, values.text)}
      onSuccess={(answer) => {
        store(answer);
        form.reset({ text: '' });
      }}
      submitLabel={t('InboxAddNote')}
      successMessage={t('InboxSaved')}
      keepFormOnSuccess
      aria-label={t('InboxAddNote')}
    >
      <TextareaField name="text" label={t('InboxNote')} required maxLength={CONSULTATION_NOTE_MAX} />
    </Form>
  );
}

/** A consultation request: who and how to reach them, its status (a form), its notes and a note form. */
export function ConsultationDetail({ id }: { id: number }) {
  const t = useT();
  const { lang } = useLanguage();
  const query = useConsultation(id);
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />;
  if (!query.data) return <Loader label={t('Loading')} />;
  const request = query.data;
  return (
    <div className={styles.stack}>
      <p>
        <Link to={backOfficePaths.adminConsultations}>← {t('InboxBackToList')}</Link>
      </p>
      <div className={styles.detailGrid}>
        <section className={styles.panel} aria-labelledby="consultation-facts">
          <h2 id="consultation-facts" className={styles.panelTitle}>
            {t('InboxContacts')}
          </h2>
          <dl className={styles.facts} data-testid="consultation-facts">
            <dt>{t('Status')}</dt>
            <dd className={styles.stacked}>
              <span>
                <StatusBadge tone={request.status} label={t(CONSULTATION_STATUS_KEYS[request.status])} />
              </span>
              {request.status_changed_at ? (
                <span className={styles.muted}>
                  {t('InboxStatusChangedAt', formatDate(request.status_changed_at, lang, moscow))}
                </span>
              ) : null}
            </dd>
            <dt>{t('InboxReceived')}</dt>
            <dd>{formatDate(request.created_at, lang, moscow)}</dd>
            <dt>{t('InboxName')}</dt>
            <dd>{request.name}</dd>
            <dt>{t('InboxCompany')}</dt>
            <dd>{request.company}</dd>
            {request.email ? (
              <>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${request.email}`}>{request.email}</a>
                </dd>
              </>
            ) : null}
            {request.phone ? (
              <>
                <dt>{t('Phone')}</dt>
                <dd>
                  <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</a>
                </dd>
              </>
            ) : null}
            <dt>{t('InboxLanguage')}</dt>
            <dd>{request.language}</dd>
          </dl>
          <StatusForm request={request} />
        </section>
        <section className={styles.panel} aria-labelledby="consultation-notes">
          <h2 id="consultation-notes" className={styles.panelTitle}>
            {t('InboxNotes')}
          </h2>
          {request.notes.length === 0 ? (
            <p className={styles.muted}>{t('InboxNoNotes')}</p>
          ) : (
            <ol className={styles.notes} data-testid="consultation-notes">
              {request.notes.map((note) => (
                <li key={note.id} className={styles.note}>
                  <span className={styles.muted}>
                    {formatDate(note.at, lang, moscow)} · {note.author?.email ?? t('InboxSystem')}
                  </span>
                  <p className={styles.noteText}>{note.text}</p>
                </li>
              ))}
            </ol>
          )}
          <NoteForm requestId={request.id} />
        </section>
      </div>
    </div>
  );
}
