import { FACSIMILE_MAX_SIDE, formatDate } from '@storefront/contract';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { showToast } from '@/lib/toast';
import { deleteSellerFacsimile } from '../api/delete-seller-facsimile';
import { FACSIMILE_MAX_BYTES, type SellerFacsimile as Facsimile } from '@storefront/contract';
import { uploadSellerFacsimile } from '../api/upload-seller-facsimile';
import { useSellerFacsimile, useSellerFacsimileChanged } from '../api/get-seller-facsimile';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { Loaded } from '@/components/back-office/loaded';
import styles from './seller-facsimile.module.css';
import textStyles from './site-forms.module.css';

/** The types the server takes, by what the file contains: the chooser offers these. */
const FACSIMILE_TYPES = 'image/png,image/jpeg';

function FacsimileCard({ facsimile }: { facsimile: Facsimile | null }) {
  const t = useT();
  const { lang } = useLanguage();
  const changed = useSellerFacsimileChanged();
  const hintId = useId();
  const file = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes when the removal's dialog closes: back to Remove, or to the upload once removed. */
  const afterDialog = useRef<HTMLElement | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);

  const failed = (reason: unknown) =>
    setError(reason instanceof ApiRequestError ? t(reason.key, ...(reason.args ?? [])) : t('UnknownError'));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (!picked) return;
    setError('');
    setBusy('upload');
    try {
      changed(await uploadSellerFacsimile(picked));
      void showToast(t('AdminFacsimileSaved'), 'success');
    } catch (reason) {
      failed(reason);
    } finally {
      setBusy(null);
      // The same file picked again is a new upload.
      if (file.current) file.current.value = '';
    }
  };

  const remove = async () => {
    setError('');
    setBusy('remove');
    try {
      changed(await deleteSellerFacsimile());
      afterDialog.current = uploadButton.current;
      void showToast(t('AdminFacsimileRemoved'), 'success');
    } catch (reason) {
      failed(reason);
    }
    setBusy(null);
    setConfirming(false);
  };

  return (
    <section className={`card ${textStyles.contactsCard} ${styles.card}`} aria-labelledby={`${hintId}-title`}>
      <div>
        <h2 id={`${hintId}-title`} className={textStyles.legend}>
          {t('AdminFacsimile')}
        </h2>
        <p className={styles.lead}>{t('AdminFacsimileLead')}</p>
      </div>
      {facsimile ? (
        <figure className={styles.figure}>
          <img
            src={facsimile.data_url}
            alt={t('AdminFacsimile')}
            className={styles.preview}
            data-testid="facsimile-preview"
          />
          <figcaption className={styles.caption}>
            {t(
              'AdminFacsimileUploaded',
              formatDate(facsimile.uploaded_at, lang, { withTime: true, timeZone: 'Europe/Moscow' }),
              String(Math.ceil(facsimile.size_bytes / 1024)),
            )}
          </figcaption>
        </figure>
      ) : (
        <p className={styles.none}>{t('AdminFacsimileNone')}</p>
      )}
      <div className={styles.actions}>
        <button
          ref={uploadButton}
          type="button"
          className="button"
          disabled={busy !== null}
          aria-busy={busy === 'upload' || undefined}
          aria-describedby={hintId}
          onClick={() => file.current?.click()}
        >
          {busy === 'upload'
            ? t('AdminFacsimileUploading')
            : facsimile
              ? t('AdminFacsimileReplace')
              : t('AdminFacsimileUpload')}
        </button>
        {facsimile ? (
          <button
            ref={removeButton}
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            onClick={() => {
              afterDialog.current = removeButton.current;
              setConfirming(true);
            }}
          >
            {t('AdminFacsimileRemove')}
          </button>
        ) : null}
        <input
          ref={file}
          type="file"
          accept={FACSIMILE_TYPES}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="facsimile-file"
          onChange={(event) => void upload(event)}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {t('AdminFacsimileHint', String(FACSIMILE_MAX_BYTES / (1024 * 1024)), String(FACSIMILE_MAX_SIDE))}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('AdminFacsimileRemove')}
        question={t('AdminFacsimileRemoveConfirm')}
        confirmLabel={t('AdminFacsimileRemove')}
        pending={busy === 'remove'}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
        returnFocusTo={afterDialog}
      />
    </section>
  );
}

/**
 * The seller's facsimile (administrators): the picture of the signature and seal that invoices and
 * acts issued from now on print, with its preview, an upload that replaces it and its removal.
 */
export function SellerFacsimile() {
  return (
    <Loaded query={useSellerFacsimile()}>{(facsimile) => <FacsimileCard facsimile={facsimile} />}</Loaded>
  );
}
