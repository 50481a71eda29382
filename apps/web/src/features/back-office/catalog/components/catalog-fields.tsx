import { TextField } from '@/components/form/text-field';
import fieldStyles from '@/components/form/field.module.css';
import { useBoundField } from '@/components/back-office/bound-field';
import { LanguageFieldsets } from '@/components/back-office/language-fieldsets';
import { TextareaField } from '@/components/back-office/textarea-field';
import { useT } from '@/lib/i18n';
import styles from './catalog.module.css';

export interface ChecklistOption {
  id: number;
  name: string;
  active: boolean;
}

/**
 * A list of ids chosen with checkboxes (a product's types, its related products), in a fieldset
 * named by its legend; the order kept is the order of choosing (related products are shown so).
 */
export function IdChecklistField({
  name,
  legend,
  options,
  testId,
}: {
  name: string;
  legend: string;
  options: ChecklistOption[];
  testId?: string;
}) {
  const t = useT();
  const { field, message, inputId: errorId } = useBoundField(name, { alwaysDirty: true });
  const { ref, value, onChange, onBlur } = field;
  const chosen: string[] = Array.isArray(value) ? (value as unknown[]).map(String) : [];
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen.filter((item) => item !== id), id] : chosen.filter((item) => item !== id));
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={message ? errorId : undefined}
      data-testid={testId}
      ref={(element) => ref({ focus: () => element?.querySelector('input')?.focus() })}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.length === 0 ? (
        <p className={styles.muted}>{t('AdminNothingFound')}</p>
      ) : (
        <ul className={styles.checklist}>
          {options.map((option) => (
            <li key={option.id} className={styles.checkItem}>
              <input
                type="checkbox"
                id={`${errorId}-${option.id}`}
                checked={chosen.includes(String(option.id))}
                onChange={(event) => toggle(String(option.id), event.target.checked)}
                onBlur={onBlur}
              />
              <label htmlFor={`${errorId}-${option.id}`}>
                {option.name}
                {option.active ? null : <span className={styles.muted}> {t('AdminInactiveMark')}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      {message ? (
        <p id={errorId} className={fieldStyles.error}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The Russian and the English texts of an entry, side by side on wide screens. */
export function TextsFields({ registerName = false }: { registerName?: boolean }) {
  const t = useT();
  const languages = [
    { code: 'ru-RU', legend: t('AdminTextsRu') },
    { code: 'en-US', legend: t('AdminTextsEn') },
  ];
  return (
    <LanguageFieldsets languages={languages} layout="columns">
      {({ code }) => (
        <>
          <TextField name={`texts.${code}.name`} label={t('AdminFieldName')} required maxLength={255} />
          {registerName ? (
            <TextField
              name={`texts.${code}.register_name`}
              label={t('AdminFieldRegisterName')}
              maxLength={255}
            />
          ) : null}
          <TextareaField
            name={`texts.${code}.description`}
            label={t('AdminFieldDescription')}
            maxLength={5000}
          />
        </>
      )}
    </LanguageFieldsets>
  );
}
