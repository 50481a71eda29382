import type { ZodType } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useT } from '@/lib/i18n';
import {
  loadSiteBlockRules,
  saveSiteBlockRow,
  type SiteBlockFormValues,
  type SiteBlockSchema,
  useSiteBlockRowSaved,
} from '../api/save-site-block-row';
import { type SiteBlockName } from '@storefront/contract';
import { siteBlockNames, type SiteBlockRow } from '../api/site-block-calls';
import { PictureField } from '@/components/back-office/picture-field';
import { type SiteBlockSpec, siteBlockSpecs } from './site-block-specs';
import { LanguageFieldsets } from '@/components/back-office/language-fieldsets';
import { TextareaField } from '@/components/back-office/textarea-field';
import styles from './site-blocks.module.css';
import { EditorForm } from '@/components/back-office/editor-form';

type Language = 'ru-RU' | 'en-US';

/** One loader per block, made once: the form's rules are asked for by identity. */
const rulesOf = Object.fromEntries(
  siteBlockNames.map((block) => [block, () => loadSiteBlockRules(block)]),
) as { [B in SiteBlockName]: () => Promise<SiteBlockSchema<B>> };

/** A row's texts in one language as the form holds them: '' where it has none. */
function textValues(spec: SiteBlockSpec<SiteBlockName>, row: SiteBlockRow | undefined, language: Language) {
  const texts = row?.texts[language] as Record<string, string> | null | undefined;
  return Object.fromEntries(spec.texts.map((text) => [text.name, texts?.[text.name] ?? '']));
}

/**
 * A new row of a block (no `row`; it goes last) or an existing one: the block's own fields, its
 * picture, whether the shop shows it, and the texts in Russian (required) and English (all or none).
 */
export function SiteBlockForm<B extends SiteBlockName>({
  block,
  row,
  onSaved,
}: {
  block: B;
  row?: SiteBlockRow<B>;
  onSaved(): void;
}) {
  const t = useT();
  const spec = siteBlockSpecs[block] as unknown as SiteBlockSpec<SiteBlockName>;
  const saved = useSiteBlockRowSaved(block);
  // The four blocks' rules differ in their own fields; the form reads any of them alike.
  const form = useContractForm<SiteBlockFormValues, ZodType>({
    schema: rulesOf[block] as () => Promise<ZodType>,
    humanCheck: false,
    defaultValues: {
      ...spec.values(row),
      active: row?.active ?? true,
      texts: { 'ru-RU': textValues(spec, row, 'ru-RU'), 'en-US': textValues(spec, row, 'en-US') },
    },
  });
  const { Fields } = spec;
  return (
    <EditorForm
      form={form}
      onSubmit={(values) => saveSiteBlockRow(block, row?.id, values)}
      onSuccess={(answer) => {
        void saved(answer);
        onSaved();
      }}
      submitLabel={t('AdminTextsSave')}
      successMessage={t('AdminBlocksSaved')}
    >
      <div className={styles.formGrid}>
        {spec.picture ? (
          <PictureField
            name={spec.picture.name}
            label={t(spec.picture.labelKey)}
            hint={t('AdminBlocksPictureHint')}
            required
          />
        ) : null}
        {Fields ? <Fields /> : null}
        <CheckboxField name="active" label={t('AdminBlocksActive')} />
        <LanguageFieldsets
          languages={[
            { code: 'ru-RU', legend: t('AdminTextsRussian') },
            { code: 'en-US', legend: t('AdminTextsEnglish'), hint: t('AdminBlocksEnglishHint') },
          ]}
        >
          {({ code }) =>
            spec.texts.map((text) => {
              const Field = text.multiline ? TextareaField : TextField;
              return (
                <Field
                  key={text.name}
                  name={`texts.${code}.${text.name}`}
                  label={t(text.labelKey)}
                  required={text.required && code === 'ru-RU'}
                  maxLength={text.max}
                />
              );
            })
          }
        </LanguageFieldsets>
      </div>
    </EditorForm>
  );
}
