import { DEFAULT_PHONE_COUNTRY } from '@storefront/contract';
import { useId, useMemo, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { flagEmoji, flagsAreDrawn } from '@/components/form/phone-mask';
import { useContractForm, useContractFormContext } from '@/components/form/use-contract-form';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { type AdminPhoneMask } from '@storefront/contract';
import {
  loadPhoneMasksRules,
  type PhoneMasksFormValues,
  type PhoneMasksSchema,
  savePhoneMasks,
  usePhoneMasksSaved,
} from '../api/save-phone-masks';
import { usePhoneMasks } from '../api/get-phone-masks';
import fieldStyles from '@/components/form/field.module.css';
import styles from './phone-masks.module.css';
import rowStyles from '@/components/back-office/row-actions.module.css';
import { useBoundField } from '@/components/back-office/bound-field';
import { Loaded } from '@/components/back-office/loaded';

/** A country as a row shows it: the shop's name and flag once saved, the browser's before. */
interface CountryShown {
  name: string;
  flag: string;
}

/**
 * The country of a typed code: the server's name for a saved one, else the browser's own name of
 * the region (a preview: the save answers the shop's); nothing until two letters are typed.
 */
function useCountryOf(masks: AdminPhoneMask[]) {
  const { lang } = useLanguage();
  return useMemo(() => {
    const saved = new Map(masks.map((mask) => [mask.code, mask]));
    let regions: Intl.DisplayNames | undefined;
    try {
      regions = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    } catch {
      regions = undefined;
    }
    return (typed: string): CountryShown | undefined => {
      const code = typed.trim().toUpperCase();
      const known = saved.get(code);
      if (known) return { name: known.name, flag: known.flag };
      if (!/^[A-Z]{2}$/.test(code)) return undefined;
      const name = regions?.of(code);
      return name ? { name, flag: flagEmoji(code) } : undefined;
    };
  }, [masks, lang]);
}

/** A row's input with its own label for screen readers (the list's header names the columns). */
function RowField({
  name,
  label,
  maxLength,
  transform,
  className,
  placeholder,
}: {
  name: string;
  label: string;
  maxLength: number;
  transform?: (value: string) => string;
  className?: string;
  placeholder?: string;
}) {
  const { field, message, inputId, text: value } = useBoundField(name);
  return (
    <div className={`${styles.cell} ${className ?? ''}`} data-invalid={message ? true : undefined}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={(element) => field.ref(element)}
        id={inputId}
        className={`${fieldStyles.input} ${styles.input}`}
        name={field.name}
        type="text"
        value={value}
        onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
        onBlur={() => {
          if (value !== value.trim()) field.onChange(value.trim());
          field.onBlur();
        }}
        maxLength={maxLength}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${inputId}-error` : undefined}
      />
      {message ? (
        <p id={`${inputId}-error`} className={`${fieldStyles.error} ${styles.error}`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

function MaskRow({
  index,
  count,
  rowKey,
  countryOf,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  rowKey: string;
  countryOf: (code: string) => CountryShown | undefined;
  onMove(index: number, direction: 'up' | 'down'): void;
  onRemove(index: number): void;
}) {
  const t = useT();
  const form = useContractFormContext();
  const code = String(useWatch({ control: form.control, name: `masks.${index}.code` }) ?? '');
  const country = countryOf(code);
  const rowName = country?.name ?? t('AdminPhoneMasksNewRow', index + 1);
  const isDefault = code.trim().toUpperCase() === DEFAULT_PHONE_COUNTRY;
  return (
    <li className={styles.row} data-testid="phone-mask-row">
      <span className={styles.country}>
        {country && flagsAreDrawn() ? (
          <span className={styles.flag} aria-hidden="true">
            {country.flag}
          </span>
        ) : null}
        <span>{country?.name ?? '—'}</span>
      </span>
      <RowField
        name={`masks.${index}.code`}
        label={t('AdminPhoneMasksCodeFor', rowName)}
        maxLength={2}
        transform={(value) => value.toUpperCase()}
        className={styles.code}
        placeholder="KZ"
      />
      <RowField
        name={`masks.${index}.mask`}
        label={t('AdminPhoneMasksMaskFor', rowName)}
        maxLength={40}
        className={styles.mask}
        placeholder="7 (###) ###-##-##"
      />
      <div className={styles.actions}>
        <button
          type="button"
          id={`${rowKey}-up`}
          className={rowStyles.iconButton}
          aria-label={t('AdminPhoneMasksMoveUp', rowName)}
          disabled={index === 0}
          onClick={() => onMove(index, 'up')}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          id={`${rowKey}-down`}
          className={rowStyles.iconButton}
          aria-label={t('AdminPhoneMasksMoveDown', rowName)}
          disabled={index === count - 1}
          onClick={() => onMove(index, 'down')}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          id={`${rowKey}-remove`}
          className={`${rowStyles.iconButton} ${rowStyles.danger}`}
          aria-label={t('AdminPhoneMasksRemove', rowName)}
          title={isDefault ? t('AdminPhoneMasksDefaultStays') : undefined}
          disabled={isDefault}
          onClick={() => onRemove(index)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}

function MasksForm({ masks }: { masks: AdminPhoneMask[] }) {
  const t = useT();
  const { lang } = useLanguage();
  const saved = usePhoneMasksSaved();
  const countryOf = useCountryOf(masks);
  const addButton = useRef<HTMLButtonElement>(null);
  const idPrefix = useId();
  const form = useContractForm<PhoneMasksFormValues, PhoneMasksSchema>({
    schema: loadPhoneMasksRules,
    humanCheck: false,
    defaultValues: { masks: masks.map(({ code, mask }) => ({ code, mask })) },
  });
  const rows = useFieldArray({ control: form.control, name: 'masks' });
  const rowKey = (id: string) => `${idPrefix}-${id}`;

  /** Focus after the list changes: the element of `id`, else the next best, once React has drawn. */
  const focusLater = (...ids: string[]) =>
    requestAnimationFrame(() => {
      for (const id of ids) {
        const element = document.getElementById(id) as HTMLButtonElement | null;
        if (element && !element.disabled) {
          element.focus();
          return;
        }
      }
      addButton.current?.focus();
    });

  const moveRow = (index: number, direction: 'up' | 'down') => {
    const id = rows.fields[index]!.id;
    rows.move(index, direction === 'up' ? index - 1 : index + 1);
    focusLater(`${rowKey(id)}-${direction}`, `${rowKey(id)}-${direction === 'up' ? 'down' : 'up'}`);
  };

  const removeRow = (index: number) => {
    const next = rows.fields[index + 1] ?? rows.fields[index - 1];
    rows.remove(index);
    if (next) focusLater(`${rowKey(next.id)}-remove`, `${rowKey(next.id)}-up`, `${rowKey(next.id)}-down`);
    else focusLater();
  };

  return (
    <Form
      form={form}
      onSubmit={(values) => savePhoneMasks(lang, values)}
      onSuccess={(answer) => {
        void saved(answer);
        form.reset({ masks: answer.map(({ code, mask }) => ({ code, mask })) });
      }}
      submitLabel={t('AdminTextsSave')}
      successMessage={t('AdminPhoneMasksSaved')}
      keepFormOnSuccess
      className={`card ${styles.card}`}
      aria-label={t('AdminPhoneMasks')}
    >
      <p className={styles.hint}>{t('AdminPhoneMasksHint')}</p>
      <div className={styles.header} aria-hidden="true">
        <span>{t('AdminPhoneMasksCountry')}</span>
        <span>{t('AdminPhoneMasksCode')}</span>
        <span>{t('AdminPhoneMasksMask')}</span>
      </div>
      <ol className={styles.list} data-testid="phone-masks">
        {rows.fields.map((field, index) => (
          <MaskRow
            key={field.id}
            index={index}
            count={rows.fields.length}
            rowKey={rowKey(field.id)}
            countryOf={countryOf}
            onMove={moveRow}
            onRemove={removeRow}
          />
        ))}
      </ol>
      <div>
        <button
          ref={addButton}
          type="button"
          className="button button-secondary"
          onClick={() => rows.append({ code: '', mask: '' })}
        >
          {t('AdminPhoneMasksAdd')}
        </button>
      </div>
    </Form>
  );
}

/**
 * The phone masks: the countries the shop's phone fields offer, in their order,
 * each with its mask; rows moved, added and removed in the browser, then the whole list saved at
 * once. A row the server refuses shows why under its field.
 */
export function PhoneMasksForm() {
  return <Loaded query={usePhoneMasks()}>{(masks) => <MasksForm masks={masks} />}</Loaded>;
}
