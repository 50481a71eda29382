import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { backOfficePaths } from '@/config/back-office-paths';
import { isCatalogSection } from '@/features/back-office/catalog/api/get-catalog-list';
import { CatalogEntry } from '@/features/back-office/catalog/components/catalog-entry';

/** The section and the entry the address names (`new`: a form for a new one). */
export function loader({ params }: LoaderFunctionArgs) {
  const id: number | 'new' = params.id === 'new' ? 'new' : Number(params.id);
  if (!isCatalogSection(params.section) || (id !== 'new' && !(Number.isInteger(id) && id > 0)))
    return redirect(backOfficePaths.adminCatalog);
  return { section: params.section, id };
}

/** /admin/catalog/:section/:id: an entry's form with both languages, and its deletion. */
export function Component() {
  const { section, id } = useLoaderData<Exclude<ReturnType<typeof loader>, Response>>();
  return <CatalogEntry key={`${section}/${id}`} section={section} id={id} />;
}
