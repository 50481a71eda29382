import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { backOfficePaths } from '@/config/back-office-paths';
import { isCatalogueSection, parseCatalogueListState } from '@/features/admin/api/catalogue';
import { AdminPage } from '@/features/admin/components/admin-page';
import { CatalogueList, CatalogueTabs, sectionTexts } from '@/features/admin/components/catalogue-list';
import { useT } from '@/lib/i18n';

/** The section and the list the address asks for; /admin/catalogue opens the products. */
export function loader({ request, params }: LoaderFunctionArgs) {
  if (!isCatalogueSection(params.section)) return redirect(backOfficePaths.adminCatalogueSection('products'));
  return {
    section: params.section,
    state: parseCatalogueListState(params.section, new URL(request.url).searchParams),
  };
}

/** /admin/catalogue/:section: one section's list (administrators only: the server refuses others). */
export function Component() {
  const t = useT();
  const { section, state } = useLoaderData<Exclude<ReturnType<typeof loader>, Response>>();
  return (
    <AdminPage title={`${t('AdminCatalogue')}: ${t(sectionTexts[section].title)}`}>
      <CatalogueTabs />
      <CatalogueList section={section} state={state} />
    </AdminPage>
  );
}
