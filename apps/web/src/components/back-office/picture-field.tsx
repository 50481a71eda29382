import { type ChangeEvent, useRef, useState } from 'react';
import { describedBy, FieldShell } from '@/components/form/field';
import { useT } from '@/lib/i18n';
import { refusalText } from '@/lib/back-office/refusal-text';
import { uploadContentImage } from '@/lib/back-office/upload-content-image';
import fieldStyles from '@/components/form/field.module.css';
import { useBoundField } from './bound-field';
import styles from './picture-field.module.css';

/** The pictures the server takes (the content upload's types). */
const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * A picture of a form: its path (`/uploads/content/….png`) in a text field, an "Upload" button that
 * sends a file from the computer and puts the answered path in the field, and a preview of the
 * picture the path names. The server's refusal of a file (type, size) shows under the field.
 */
export function PictureField({
  name,
  label,
  required,
  hint,
}: {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}) {
  const t = useT();
  const { form, field, message, inputId, text: value } = useBoundField(name);
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  /** The path whose picture failed to load: no broken preview for it. */
  const [broken, setBroken] = useState('');

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (!picked) return;
    setUploadError('');
    setUploading(true);
    try {
      const { url } = await uploadContentImage(picked);
      form.setValue(name, url, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    } catch (error) {
      setUploadError(refusalText(t, error));
    } finally {
      setUploading(false);
      // The same file picked again is a new upload.
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className={styles.picture}>
      <FieldShell inputId={inputId} label={label} required={required} message={message} hint={hint}>
        <div className={styles.row}>
          <input
            ref={(element) => field.ref(element)}
            id={inputId}
            className={fieldStyles.input}
            name={field.name}
            type="text"
            value={value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={() => {
              if (value !== value.trim()) field.onChange(value.trim());
              field.onBlur();
            }}
            maxLength={255}
            spellCheck={false}
            autoCapitalize="none"
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy(inputId, message, hint)}
          />
          <button
            type="button"
            className={`button button-secondary ${styles.upload}`}
            disabled={uploading}
            aria-busy={uploading || undefined}
            onClick={() => file.current?.click()}
          >
            {uploading ? t('AdminPictureUploading') : t('AdminPictureUpload')}
          </button>
          <input
            ref={file}
            type="file"
            accept={PICTURE_TYPES}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            data-testid={`picture-file-${name}`}
            onChange={(event) => void upload(event)}
          />
        </div>
      </FieldShell>
      {uploadError ? (
        <p role="alert" className={styles.uploadError}>
          {uploadError}
        </p>
      ) : null}
      {value.startsWith('/') && broken !== value ? (
        <img
          src={value}
          alt={t('AdminPicturePreview', label)}
          className={styles.preview}
          onError={() => setBroken(value)}
        />
      ) : null}
    </div>
  );
}
