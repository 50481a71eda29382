import { type ProductCompanyKind, productCompanyKinds } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { ZodType } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { type ContractForm, useContractForm } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import {
  type AdminCatalogCountry,
  type AdminCatalogProduct,
  type AdminCatalogPurpose,
  type AdminCatalogType,
} from '@storefront/contract';
import { getCatalogOptionsQueryOptions } from '@/lib/back-office/get-catalog-options';
import { loadCatalogRules } from '../api/save-catalog-entry';
import { IdChecklistField, TextsFields } from './catalog-fields';
import { PictureField } from '@/components/back-office/picture-field';
import styles from './catalog.module.css';
import { EditorForm } from '@/components/back-office/editor-form';

/** What a saved entry hands back: its id (a new one's page opens next). */
type OnSaved = (id: number) => void;

const blankTexts = { 'ru-RU': { name: '', description: '' }, 'en-US': { name: '', description: '' } };
const ids = (values: number[]) => values.map(String);

/**
 * The catalog forms send the fields as typed (the server reads them with the same rules, so the
 * price goes as `12,50`, not as the cents the rules make of it) once the rules pass in the browser.
 */
function CatalogForm<V extends FieldValues>({
  form,
  save,
  onSaved,
  children,
  label,
}: {
  form: ContractForm<V, FieldValues>;
  save: (values: V) => Promise<number>;
  onSaved: OnSaved;
  children: ReactNode;
  label: string;
}) {
  const t = useT();
  return (
    <div className={`card ${styles.formCard}`}>
      <EditorForm
        form={form}
        onSubmit={() => save(form.getValues())}
        onSuccess={(id) => onSaved(id)}
        submitLabel={t('AdminSave')}
        successMessage={t('AdminSaved')}
        aria-label={label}
      >
        {children}
      </EditorForm>
    </div>
  );
}

type CatalogRule = 'countrySchema' | 'typeSchema' | 'purposeSchema' | 'productSchema';

/** A catalog form on the contract's rules, without the human check (the back-office's own session). */
function useCatalogForm<V extends FieldValues>(rule: CatalogRule, defaultValues: DefaultValues<V>) {
  return useContractForm<V, ZodType>({
    schema: () => loadCatalogRules().then((rules) => rules[rule] as ZodType),
    defaultValues,
    humanCheck: false,
  }) as unknown as ContractForm<V, FieldValues>;
}

/** The countries, types and products the forms choose from, named in the page's language. */
function useCatalogOptions() {
  const { lang } = useLanguage();
  return useQuery(getCatalogOptionsQueryOptions(lang)).data;
}

// Countries.

interface CountryValues extends FieldValues {
  code: string;
  link_sef: string;
  online: boolean;
  popular_sort: string;
  sort: string;
  active: boolean;
  texts: Record<'ru-RU' | 'en-US', { name: string; description: string; register_name: string }>;
}

export function CountryForm({
  country,
  onSaved,
  label,
}: {
  country?: AdminCatalogCountry;
  onSaved: OnSaved;
  label: string;
}) {
  const t = useT();
  const form = useCatalogForm<CountryValues>('countrySchema', {
    code: country?.code ?? '',
    link_sef: country?.link_sef ?? '',
    online: country?.online ?? true,
    popular_sort: country?.popular_sort === null || !country ? '' : String(country.popular_sort),
    sort: String(country?.sort ?? 0),
    active: country?.active ?? true,
    texts: country?.texts ?? {
      'ru-RU': { name: '', description: '', register_name: '' },
      'en-US': { name: '', description: '', register_name: '' },
    },
  });
  const save = async (values: CountryValues) =>
    (await callApi('adminCatalogCountrySave', values as never, country ? { id: country.id } : undefined))
      .country.id;
  return (
    <CatalogForm form={form} save={save} onSaved={onSaved} label={label}>
      <div className={styles.grid}>
        <TextField name="code" label={t('AdminFieldCountryCode')} required maxLength={2} />
        <TextField
          name="link_sef"
          label={t('AdminFieldLinkSef')}
          hint={t('AdminFieldLinkSefHint')}
          required
          maxLength={64}
        />
        <TextField
          name="popular_sort"
          label={t('AdminFieldPopularSort')}
          hint={t('AdminFieldPopularSortHint')}
          maxLength={7}
        />
        <TextField name="sort" label={t('AdminFieldSort')} required maxLength={7} />
      </div>
      <CheckboxField name="online" label={t('AdminFieldOnline')} />
      <CheckboxField name="active" label={t('AdminFieldActive')} />
      <TextsFields registerName />
    </CatalogForm>
  );
}

// Product types.

interface TypeValues extends FieldValues {
  code: string;
  sort: string;
  active: boolean;
  needs_paper: boolean;
  texts: Record<'ru-RU' | 'en-US', { name: string; description: string }>;
}

export function TypeForm({
  type,
  onSaved,
  label,
}: {
  type?: AdminCatalogType;
  onSaved: OnSaved;
  label: string;
}) {
  const t = useT();
  const form = useCatalogForm<TypeValues>('typeSchema', {
    code: type?.code ?? '',
    sort: String(type?.sort ?? 0),
    active: type?.active ?? true,
    needs_paper: type?.needs_paper ?? false,
    texts: type?.texts ?? blankTexts,
  });
  const save = async (values: TypeValues) =>
    (await callApi('adminCatalogTypeSave', values as never, type ? { id: type.id } : undefined)).type.id;
  return (
    <CatalogForm form={form} save={save} onSaved={onSaved} label={label}>
      <div className={styles.grid}>
        <TextField
          name="code"
          label={t('AdminFieldTypeCode')}
          hint={t('AdminFieldTypeCodeHint')}
          required
          maxLength={64}
        />
        <TextField name="sort" label={t('AdminFieldSort')} required maxLength={7} />
      </div>
      <CheckboxField name="active" label={t('AdminFieldActive')} />
      <CheckboxField name="needs_paper" label={t('AdminFieldNeedsPaper')} />
      <TextsFields />
    </CatalogForm>
  );
}

// Type purposes.

interface PurposeValues extends FieldValues {
  icon: string;
  sort: string;
  active: boolean;
  product_type_ids: string[];
  texts: Record<'ru-RU' | 'en-US', { name: string; description: string }>;
}

export function PurposeForm({
  purpose,
  onSaved,
  label,
}: {
  purpose?: AdminCatalogPurpose;
  onSaved: OnSaved;
  label: string;
}) {
  const t = useT();
  const options = useCatalogOptions();
  const form = useCatalogForm<PurposeValues>('purposeSchema', {
    icon: purpose?.icon ?? '',
    sort: String(purpose?.sort ?? 0),
    active: purpose?.active ?? true,
    product_type_ids: ids(purpose?.product_type_ids ?? []),
    texts: purpose?.texts ?? blankTexts,
  });
  const save = async (values: PurposeValues) =>
    (await callApi('adminCatalogPurposeSave', values as never, purpose ? { id: purpose.id } : undefined))
      .purpose.id;
  return (
    <CatalogForm form={form} save={save} onSaved={onSaved} label={label}>
      <div className={styles.grid}>
        <PictureField name="icon" label={t('AdminFieldIcon')} />
        <TextField name="sort" label={t('AdminFieldSort')} required maxLength={7} />
      </div>
      <CheckboxField name="active" label={t('AdminFieldActive')} />
      <IdChecklistField
        name="product_type_ids"
        legend={t('AdminFieldPurposeTypes')}
        options={options?.product_types ?? []}
      />
      <TextsFields />
    </CatalogForm>
  );
}

// Products.

interface ProductValues extends FieldValues {
  country_id: string;
  price: string;
  duration_from: string;
  duration_to: string;
  delivery: boolean;
  company_kind: ProductCompanyKind;
  thumb: string;
  sort: string;
  active: boolean;
  product_type_ids: string[];
  related_ids: string[];
  texts: Record<'ru-RU' | 'en-US', { name: string; description: string }>;
}

/** How the product form names who a product is for. */
const COMPANY_KIND_KEYS: Record<ProductCompanyKind, string> = {
  any: 'AdminCompanyKindAny',
  legal_entity: 'AdminCompanyKindLegalEntity',
  sole_trader: 'AdminCompanyKindSoleTrader',
};

/** The related products a product may have: the others of its country. */
function RelatedField({
  productId,
  form,
}: {
  productId: number | undefined;
  form: ContractForm<ProductValues, FieldValues>;
}) {
  const t = useT();
  const options = useCatalogOptions();
  const countryId = Number(useWatch({ control: form.control, name: 'country_id' }));
  const products = (options?.products ?? []).filter(
    (product) => product.country_id === countryId && product.id !== productId,
  );
  return (
    <IdChecklistField
      name="related_ids"
      legend={t('AdminFieldRelated')}
      options={products}
      testId="admin-related"
    />
  );
}

export function ProductForm({
  product,
  onSaved,
  label,
}: {
  product?: AdminCatalogProduct;
  onSaved: OnSaved;
  label: string;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const options = useCatalogOptions();
  const form = useCatalogForm<ProductValues>('productSchema', {
    country_id: product ? String(product.country_id) : '',
    // Typed as the shop writes money: a comma in Russian.
    price: product ? (lang === 'ru-RU' ? product.price.replace('.', ',') : product.price) : '',
    duration_from: String(product?.duration_from ?? 1),
    duration_to: String(product?.duration_to ?? 1),
    delivery: product?.delivery ?? false,
    company_kind: product?.company_kind ?? 'any',
    thumb: product?.thumb ?? '',
    sort: String(product?.sort ?? 0),
    active: product?.active ?? true,
    product_type_ids: ids(product?.product_type_ids ?? []),
    related_ids: ids(product?.related_ids ?? []),
    texts: product?.texts ?? blankTexts,
  });
  const save = async (values: ProductValues) =>
    (await callApi('adminCatalogProductSave', values as never, product ? { id: product.id } : undefined))
      .product.id;
  const countries = (options?.countries ?? []).map((country) => ({
    value: String(country.id),
    label: country.active ? country.name : `${country.name} ${t('AdminInactiveMark')}`,
  }));
  return (
    <CatalogForm form={form} save={save} onSaved={onSaved} label={label}>
      <div className={styles.grid}>
        <SelectField
          name="country_id"
          label={t('AdminColumnCountry')}
          options={[{ value: '', label: '—' }, ...countries]}
        />
        <TextField
          name="price"
          label={t('AdminFieldPrice')}
          hint={t('AdminFieldPriceHint')}
          required
          maxLength={10}
        />
        <TextField
          name="duration_from"
          label={t('AdminFieldDurationFrom')}
          required
          maxLength={3}
          deps={['duration_to']}
        />
        <TextField name="duration_to" label={t('AdminFieldDurationTo')} required maxLength={3} />
        <TextField name="sort" label={t('AdminFieldSort')} required maxLength={7} />
        <PictureField name="thumb" label={t('AdminFieldThumb')} />
        <SelectField
          name="company_kind"
          label={t('AdminFieldCompanyKind')}
          hint={t('AdminFieldCompanyKindHint')}
          options={productCompanyKinds.map((kind) => ({ value: kind, label: t(COMPANY_KIND_KEYS[kind]) }))}
        />
      </div>
      <CheckboxField name="delivery" label={t('AdminFieldDelivery')} />
      <CheckboxField name="active" label={t('AdminFieldActive')} />
      <IdChecklistField
        name="product_type_ids"
        legend={t('AdminFieldProductTypes')}
        options={options?.product_types ?? []}
      />
      <RelatedField productId={product?.id} form={form} />
      <TextsFields />
    </CatalogForm>
  );
}
