import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { backOfficePaths } from '@/config/back-office-paths';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import {
  type AdminCatalogCountry,
  type AdminCatalogProduct,
  type AdminCatalogPurpose,
  type AdminCatalogType,
} from '@storefront/contract';
import { type CatalogSection } from '../api/get-catalog-list';
import { getCatalogEntryQueryOptions } from '../api/get-catalog-entry';
import { useInvalidateCatalog } from '../api/save-catalog-entry';
import { AdminPage } from '@/components/back-office/admin-page';
import { CatalogDelete } from './catalog-delete';
import { CountryForm, ProductForm, PurposeForm, TypeForm } from './catalog-forms';
import { CatalogTabs, nameIn, sectionTexts } from './catalog-list';
import styles from './catalog.module.css';

type Entry = AdminCatalogCountry | AdminCatalogProduct | AdminCatalogPurpose | AdminCatalogType;

/** How many rows keep the entry (it then cannot be deleted), as the answer counts them. */
function usesOf(section: CatalogSection, entry: Entry): number {
  if (section === 'products') return (entry as AdminCatalogProduct).orders_count;
  if (section === 'countries') return (entry as AdminCatalogCountry).products_count;
  if (section === 'types') {
    const type = entry as AdminCatalogType;
    return type.products_count + type.purposes_count;
  }
  return 0;
}

function EntryForm({
  section,
  entry,
  label,
  onSaved,
}: {
  section: CatalogSection;
  entry: Entry | undefined;
  label: string;
  onSaved: (id: number) => void;
}) {
  if (section === 'countries')
    return <CountryForm country={entry as AdminCatalogCountry | undefined} onSaved={onSaved} label={label} />;
  if (section === 'types')
    return <TypeForm type={entry as AdminCatalogType | undefined} onSaved={onSaved} label={label} />;
  if (section === 'purposes')
    return <PurposeForm purpose={entry as AdminCatalogPurpose | undefined} onSaved={onSaved} label={label} />;
  return <ProductForm product={entry as AdminCatalogProduct | undefined} onSaved={onSaved} label={label} />;
}

/**
 * A catalog entry's page: its form (both languages; the contract's rules in the browser and on
 * the server) and, for an existing entry, its deletion, refused by the server while anything refers
 * to it. A saved new entry opens as its own page.
 */
export function CatalogEntry({ section, id }: { section: CatalogSection; id: number | 'new' }) {
  const t = useT();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const invalidate = useInvalidateCatalog();
  const query = useQuery({
    ...getCatalogEntryQueryOptions(section, id === 'new' ? 0 : id),
    enabled: id !== 'new',
  });
  const listPath = backOfficePaths.adminCatalogSection(section);
  const onSaved = (savedId: number) => {
    void invalidate();
    if (id === 'new') navigate(backOfficePaths.adminCatalogEntry(section, savedId), { replace: true });
  };

  const back = { to: listPath, label: t('AdminBackToList') };

  if (id === 'new')
    return (
      <AdminPage title={t(sectionTexts[section].create)} back={back}>
        <CatalogTabs />
        <EntryForm
          section={section}
          entry={undefined}
          label={t(sectionTexts[section].create)}
          onSaved={onSaved}
        />
      </AdminPage>
    );
  if (!query.data)
    return (
      <AdminPage title={t(sectionTexts[section].edit, `#${id}`)} back={back}>
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />
        ) : (
          <Loader label={t('Loading')} />
        )}
      </AdminPage>
    );
  const entry = Object.values(query.data)[0] as Entry;
  const uses = usesOf(section, entry);
  const name = nameIn({ 'ru-RU': entry.texts['ru-RU'].name, 'en-US': entry.texts['en-US'].name }, lang);
  return (
    <AdminPage
      title={t(sectionTexts[section].edit, name)}
      back={back}
      actions={
        <CatalogDelete
          section={section}
          id={id}
          name={name}
          onDeleted={() => navigate(listPath, { replace: true })}
        />
      }
    >
      <CatalogTabs />
      {uses > 0 ? <p className={styles.note}>{t('AdminInUseHint', uses)}</p> : null}
      <EntryForm
        section={section}
        entry={entry}
        label={t(sectionTexts[section].edit, name)}
        onSaved={onSaved}
      />
    </AdminPage>
  );
}
