import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { backOfficePaths } from '@/config/back-office-paths';
import { isCatalogSection } from '@/features/back-office/catalog/api/get-catalog-list';
import { AdminPage } from '@/components/back-office/admin-page';
import {
  CatalogList,
  CatalogTabs,
  sectionTexts,
} from '@/features/back-office/catalog/components/catalog-list';
import { useT } from '@/lib/i18n';

/** The section the address names (its list reads its own view from the address); /admin/catalog opens the products. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isCatalogSection(params.section)) return redirect(backOfficePaths.adminCatalogSection('products'));
  return { section: params.section };
}

/** /admin/catalog/:section: one section's list (administrators only: the server refuses others). */
export function Component() {
  const t = useT();
  const { section } = useLoaderData<Exclude<ReturnType<typeof loader>, Response>>();
  return (
    <AdminPage title={`${t('AdminCatalogue')}: ${t(sectionTexts[section].title)}`}>
      <CatalogTabs />
      <CatalogList section={section} />
    </AdminPage>
  );
}
