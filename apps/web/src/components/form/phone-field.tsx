import { DEFAULT_PHONE_COUNTRY, type PhoneMaskOption } from '@storefront/contract';
import { useCallback, useId, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import type { ContractFieldError, FieldCheck } from './form-types';
import { describedBy, FieldShell, useFieldMessage } from './field';
import {
  countryOfPhone,
  dialCode,
  flagEmoji,
  flagsAreDrawn,
  imaskPattern,
  isPhoneComplete,
  phoneMaskOptions,
  phonePlaceholder,
  preparePastedPhone,
} from './phone-mask';
import { useContractFormContext, useFieldCheck } from './use-contract-form';
import fieldStyles from './field.module.css';
import styles from './phone-field.module.css';

export interface PhoneFieldProps {
  /** The field's path in the form's values; its value is the number as shown, '+7 (912) 345-67-89'. */
  name: string;
  label: string;
  required?: boolean;
  /**
   * The country to start with (ISO code, e.g. a user's `phoneMask.iso_code_2`); else the country
   * of a prefilled number, else RU.
   */
  defaultCountry?: string;
  hint?: string;
  /** Fields whose rules read this one, re-checked when it changes. */
  deps?: string[];
}

/**
 * A phone number with its country: a native select of the countries of settings' phoneMasks
 * (flag and dialling code) and an input masked to the chosen country's mask. Changing the country
 * clears the number; a number short of the mask reads PhoneMustBeFull. The value keeps the
 * dialling code, as the server expects it.
 */
export function PhoneField({ name, label, required, defaultCountry, hint, deps }: PhoneFieldProps) {
  const t = useT();
  const { settings } = useSettings();
  const form = useContractFormContext();
  const { field, fieldState } = useController({ control: form.control, name, rules: { deps } });
  const value = typeof field.value === 'string' ? field.value : '';
  const options = useMemo(() => phoneMaskOptions(settings.phoneMasks), [settings.phoneMasks]);
  const [country, setCountry] = useState(() => {
    const wanted = defaultCountry ?? countryOfPhone(value, options) ?? DEFAULT_PHONE_COUNTRY;
    return options.some((option) => option.code === wanted)
      ? wanted
      : (options[0]?.code ?? DEFAULT_PHONE_COUNTRY);
  });
  const option = options.find((candidate) => candidate.code === country) ?? options[0]!;
  const inputId = useId();
  const message = useFieldMessage(fieldState.error as ContractFieldError | undefined, {
    ...fieldState,
    isSubmitted: form.formState.isSubmitted,
  });

  const check = useCallback<FieldCheck>(
    (phone) => (isPhoneComplete(String(phone), option.mask) ? undefined : { key: 'PhoneMustBeFull' }),
    [option.mask],
  );
  useFieldCheck(name, check);

  const withFlags = flagsAreDrawn();
  const flagOf = (candidate: PhoneMaskOption) => candidate.flag || flagEmoji(candidate.code);
  const dial = `+${dialCode(option.mask)}`;

  return (
    <FieldShell inputId={inputId} label={label} required={required} message={message} hint={hint}>
      <div className={styles.phone} data-invalid={message ? true : undefined}>
        <span className={styles.country}>
          <span className={styles.face} aria-hidden="true">
            {withFlags ? (
              <span className={styles.flag}>{flagOf(option)}</span>
            ) : (
              <span className={styles.code}>{option.code}</span>
            )}
            <svg viewBox="0 0 12 12" width="10" height="10" className={styles.chevron}>
              <path
                d="M2 4l4 4 4-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <select
            className={styles.select}
            aria-label={t('PhoneCountry')}
            value={country}
            onChange={(event) => {
              setCountry(event.target.value);
              field.onChange('');
            }}
          >
            {options.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {`${withFlags ? `${flagOf(candidate)} ` : ''}${candidate.name} +${dialCode(candidate.mask)}`}
              </option>
            ))}
          </select>
        </span>
        <IMaskInput
          key={option.mask}
          mask={imaskPattern(option.mask)}
          lazy
          prepare={(text: string, masked: { value: string }) =>
            preparePastedPhone(text, option.mask, masked.value)
          }
          value={value}
          onAccept={(masked: string) => field.onChange(masked)}
          onBlur={(event) => {
            // A field with only the dialling code left in it reads as empty.
            if (!/\d/.test(event.currentTarget.value.slice(dial.length))) field.onChange('');
            field.onBlur();
          }}
          inputRef={field.ref}
          id={inputId}
          name={field.name}
          className={`${fieldStyles.input} ${styles.input}`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={phonePlaceholder(option.mask)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(inputId, message, hint)}
        />
      </div>
    </FieldShell>
  );
}
