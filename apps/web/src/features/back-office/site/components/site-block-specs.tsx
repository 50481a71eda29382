import { formatDate, type PaymentMethodId, paymentMethodIds, SITE_BLOCK_TEXTS } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { SelectField } from '@/components/form/select-field';
import type { Translate } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useT } from '@/lib/i18n';
import { getCatalogOptionsQueryOptions } from '@/lib/back-office/get-catalog-options';
import { type SiteBlockName } from '@storefront/contract';
import { type SiteBlockRow } from '../api/site-block-calls';
import type { DataColumns } from '@/components/back-office/data-table';
import { DayField } from '@/components/back-office/day-field';
import styles from './site-blocks.module.css';

/** One text of a block row, asked in each language (the contract's limits and required fields). */
export interface BlockTextSpec {
  name: string;
  labelKey: string;
  max: number;
  /** Required in Russian; in English only when any English text is written. */
  required: boolean;
  multiline?: boolean;
}

/**
 * What makes one block's screen: its texts (dictionary keys), the text that names a row, its text
 * fields, its picture, and its own columns and form fields beside the ones every block has.
 */
export interface SiteBlockSpec<B extends SiteBlockName> {
  keys: { title: string; lead: string; add: string; new: string; edit: string; empty: string };
  /** The text field that names a row (in the table, the row's buttons and the delete question). */
  headline: string;
  headlineKey: string;
  texts: BlockTextSpec[];
  picture?: { name: 'image' | 'icon'; labelKey: string };
  columns?(t: Translate, lang: string): DataColumns<SiteBlockRow<B>>;
  /** The block's own inputs of a row (or of a new one) as the form holds them. */
  values(row: SiteBlockRow<B> | undefined): Record<string, string>;
  Fields?: ComponentType;
}

type BlockTexts = typeof SITE_BLOCK_TEXTS;

/** A text field of a block with the contract's limit and whether a language needs it. */
function blockText<B extends SiteBlockName>(
  block: B,
  name: keyof BlockTexts[B]['max'] & string,
  labelKey: string,
  multiline = false,
): BlockTextSpec {
  const spec = SITE_BLOCK_TEXTS[block];
  return {
    name,
    labelKey,
    max: (spec.max as Record<string, number>)[name]!,
    required: (spec.required as readonly string[]).includes(name),
    ...(multiline && { multiline }),
  };
}

/** A block's screen texts, named after the block: `AdminBlocks<Name>`, `…Lead`, `…Add`, `…New`, `…Edit`, `…Empty`. */
function keysOf(name: string): SiteBlockSpec<SiteBlockName>['keys'] {
  const key = `AdminBlocks${name}`;
  return {
    title: key,
    lead: `${key}Lead`,
    add: `${key}Add`,
    new: `${key}New`,
    edit: `${key}Edit`,
    empty: `${key}Empty`,
  };
}

/** The texts of a block whose rows are named by their title, with a longer text under it. */
function titledTexts<B extends Exclude<SiteBlockName, 'reviews'>>(
  block: B,
  body: keyof BlockTexts[B]['max'] & string,
  bodyKey: string,
) {
  return {
    headline: 'title',
    headlineKey: 'AdminBlocksTitle',
    texts: [
      blockText(block, 'title' as keyof BlockTexts[B]['max'] & string, 'AdminBlocksTitle'),
      blockText(block, body, bodyKey, true),
    ],
  };
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** A rating as five stars in text, read out as the shop reads it ("Rating: 4 out of 5"). */
export function RatingText({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className={styles.stars} role="img" aria-label={t('ReviewRating', rating)}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

function ReviewFields() {
  const t = useT();
  return (
    <div className={styles.pair}>
      <SelectField
        name="rating"
        label={t('AdminBlocksRating')}
        options={[5, 4, 3, 2, 1].map((rating) => ({
          value: String(rating),
          label: `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} ${t('ReviewRating', rating)}`,
        }))}
      />
      <DayField name="reviewed_on" label={t('AdminBlocksReviewedOn')} required />
    </div>
  );
}

/** The catalog's countries in the page's language (the sample documents' countries). */
function useCountryOptions() {
  const { lang } = useLanguage();
  return useQuery(getCatalogOptionsQueryOptions(lang)).data?.countries;
}

function CountryName({ id }: { id: number | null }) {
  const t = useT();
  const countries = useCountryOptions();
  if (id === null) return <span className={styles.muted}>{t('AdminBlocksAllCountries')}</span>;
  return <>{countries?.find((country) => country.id === id)?.name ?? `#${id}`}</>;
}

function FirstDocFields() {
  const t = useT();
  const countries = useCountryOptions() ?? [];
  return (
    <SelectField
      name="country_id"
      label={t('AdminBlocksCountry')}
      hint={t('AdminBlocksCountryHint')}
      options={[
        { value: '', label: t('AdminBlocksAllCountries') },
        ...countries.map((country) => ({
          value: String(country.id),
          label: country.active ? country.name : `${country.name} ${t('AdminInactiveMark')}`,
        })),
      ]}
    />
  );
}

const reviews: SiteBlockSpec<'reviews'> = {
  keys: keysOf('Reviews'),
  headline: 'author',
  headlineKey: 'AdminBlocksAuthor',
  texts: [
    blockText('reviews', 'author', 'AdminBlocksAuthor'),
    blockText('reviews', 'company', 'AdminBlocksCompany'),
    blockText('reviews', 'text', 'AdminBlocksReviewText', true),
  ],
  columns: (t, lang) => [
    {
      id: 'rating',
      header: t('AdminBlocksRating'),
      cell: ({ row }) => (
        <span className={styles.nowrap}>
          <RatingText rating={row.original.rating} />
          <span className={styles.second}>{formatDate(row.original.reviewed_on, lang)}</span>
        </span>
      ),
    },
    {
      id: 'text',
      header: t('AdminBlocksReviewText'),
      cell: ({ row }) => (
        <span className={styles.excerpt} lang="ru">
          {row.original.texts['ru-RU']?.text ?? ''}
        </span>
      ),
    },
  ],
  values: (row) => ({ rating: String(row?.rating ?? 5), reviewed_on: row?.reviewed_on ?? today() }),
  Fields: ReviewFields,
};

const firstDocs: SiteBlockSpec<'first-docs'> = {
  keys: keysOf('FirstDocs'),
  ...titledTexts('first-docs', 'description', 'AdminBlocksDescription'),
  picture: { name: 'image', labelKey: 'AdminBlocksPicture' },
  columns: (t) => [
    {
      id: 'country',
      header: t('AdminBlocksCountry'),
      cell: ({ row }) => <CountryName id={row.original.country_id} />,
    },
  ],
  values: (row) => ({
    country_id: row?.country_id ? String(row.country_id) : '',
    image: row?.image ?? '',
  }),
  Fields: FirstDocFields,
};

const advantages: SiteBlockSpec<'advantages'> = {
  keys: keysOf('Advantages'),
  ...titledTexts('advantages', 'text', 'AdminBlocksText'),
  picture: { name: 'icon', labelKey: 'AdminBlocksIcon' },
  values: (row) => ({ icon: row?.icon ?? '' }),
};

/** The checkout's payment methods by their names in the back-office's orders. */
const PAYMENT_METHOD_NAMES: Record<PaymentMethodId, string> = {
  card: 'AdminPaymentCard',
  invoice: 'AdminPaymentInvoice',
};

function PaymentMethodName({ method }: { method: PaymentMethodId | null }) {
  const t = useT();
  if (method === null) return <span className={styles.muted}>{t('AdminBlocksNoPaymentMethod')}</span>;
  return <>{t(PAYMENT_METHOD_NAMES[method])}</>;
}

function PayOptionFields() {
  const t = useT();
  return (
    <SelectField
      name="payment_method"
      label={t('AdminBlocksPaymentMethod')}
      hint={t('AdminBlocksPaymentMethodHint')}
      options={[
        { value: '', label: t('AdminBlocksNoPaymentMethod') },
        ...paymentMethodIds.map((method) => ({ value: method, label: t(PAYMENT_METHOD_NAMES[method]) })),
      ]}
    />
  );
}

const payOptions: SiteBlockSpec<'pay-options'> = {
  keys: keysOf('PayOptions'),
  ...titledTexts('pay-options', 'text', 'AdminBlocksText'),
  picture: { name: 'image', labelKey: 'AdminBlocksPicture' },
  columns: (t) => [
    {
      id: 'payment_method',
      header: t('AdminBlocksPaymentMethod'),
      cell: ({ row }) => <PaymentMethodName method={row.original.payment_method} />,
    },
  ],
  values: (row) => ({ image: row?.image ?? '', payment_method: row?.payment_method ?? '' }),
  Fields: PayOptionFields,
};

/** Every block's screen, by the block's name in the address. */
export const siteBlockSpecs: { [B in SiteBlockName]: SiteBlockSpec<B> } = {
  reviews,
  'first-docs': firstDocs,
  advantages,
  'pay-options': payOptions,
};
