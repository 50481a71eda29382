import type { Country } from '@storefront/contract';
import { useId } from 'react';
import { useT } from '@/lib/i18n';
import styles from './country-picker.module.css';

interface CountryPickerProps {
  countries: readonly Country[];
  popular: readonly Country[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** On a phone the popular countries scroll sideways in one row (a page where they are not the main thing). */
  compact?: boolean;
}

/**
 * The visitor's country: the popular countries as buttons, then every country in a list (popular
 * ones first). The choice itself is kept by the caller (`useSelectedCountry`).
 */
export function CountryPicker({
  countries,
  popular,
  selectedId,
  onSelect,
  compact = false,
}: CountryPickerProps) {
  const t = useT();
  const id = useId();
  const popularIds = new Set(popular.map((country) => country.id));
  const others = countries.filter((country) => !popularIds.has(country.id));
  return (
    <div className={styles.picker}>
      {popular.length > 0 ? (
        <div className={styles.group}>
          <p className={styles.label} id={`${id}-popular`}>
            {t('PopularCountries')}
          </p>
          <ul
            className={`${styles.chips} ${compact ? styles.compact : ''}`}
            aria-labelledby={`${id}-popular`}
          >
            {popular.map((country) => (
              <li key={country.id}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={country.id === selectedId}
                  onClick={() => onSelect(country.id)}
                >
                  <span className={styles.code} aria-hidden="true">
                    {country.code}
                  </span>
                  {country.text}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.group}>
        <label className={styles.label} htmlFor={`${id}-all`}>
          {t('AllCountries')}
        </label>
        <div className={styles.selectWrap}>
          <select
            id={`${id}-all`}
            className={styles.select}
            value={selectedId ?? ''}
            onChange={(event) => onSelect(Number(event.target.value))}
          >
            {selectedId === undefined ? (
              <option value="" disabled>
                {t('ChooseCountry')}
              </option>
            ) : null}
            {popular.length > 0 ? (
              <optgroup label={t('PopularCountries')}>
                {popular.map((country) => (
                  <option key={country.id} value={country.id}>
                    {country.text}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={popular.length > 0 ? t('OtherCountries') : t('AllCountries')}>
              {others.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.text}
                </option>
              ))}
            </optgroup>
          </select>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.selectIcon}>
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </div>
      </div>
    </div>
  );
}
