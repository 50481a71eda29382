import type { ReactNode } from 'react';
import styles from './language-fieldsets.module.css';

/** A language an entry is written in: its code (`ru-RU`) and the legend of its fieldset. */
export interface EntryLanguage {
  code: string;
  legend: string;
  /** A line under the legend (what this language's texts need). */
  hint?: string;
}

/**
 * The per-language part of a back-office editor: one fieldset per language, named by its legend and
 * marked with the language (screen readers and spelling follow it), holding the fields `children`
 * draws for that language; one under the other, or side by side on wide screens.
 */
export function LanguageFieldsets<L extends EntryLanguage>({
  languages,
  layout = 'stack',
  testId,
  children,
}: {
  languages: readonly L[];
  layout?: 'stack' | 'columns';
  /** The fieldset's test id for a language. */
  testId?: (code: string) => string;
  children: (language: L, index: number) => ReactNode;
}) {
  return (
    <div className={layout === 'columns' ? styles.columns : styles.stack}>
      {languages.map((language, index) => (
        <fieldset
          key={language.code}
          className={styles.language}
          lang={language.code}
          data-testid={testId?.(language.code)}
        >
          <legend>{language.legend}</legend>
          {language.hint ? <p className={styles.hint}>{language.hint}</p> : null}
          {children(language, index)}
        </fieldset>
      ))}
    </div>
  );
}
