import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { paths } from '@/config/paths';
import { isCatalogueSection } from '@/features/admin/api/catalogue';
import { AdminPage } from '@/features/admin/components/admin-page';
import { CatalogueEntry } from '@/features/admin/components/catalogue-entry';
import { useT } from '@/lib/i18n';
import { sectionTexts } from '@/features/admin/components/catalogue-list';

/** The section and the entry the address names (`new`: a form for a new one). */
export function loader({ params }: LoaderFunctionArgs) {
  const id: number | 'new' = params.id === 'new' ? 'new' : Number(params.id);
  if (!isCatalogueSection(params.section) || (id !== 'new' && !(Number.isInteger(id) && id > 0)))
    return redirect(paths.adminCatalogue);
  return { section: params.section, id };
}

/** /admin/catalogue/:section/:id: an entry's form with both languages, and its deletion. */
export function Component() {
  const t = useT();
  const { section, id } = useLoaderData<Exclude<ReturnType<typeof loader>, Response>>();
  return (
    <AdminPage
      title={id === 'new' ? t(sectionTexts[section].create) : t(sectionTexts[section].edit, `#${id}`)}
    >
      <CatalogueEntry key={`${section}/${id}`} section={section} id={id} />
    </AdminPage>
  );
}
