import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { backOfficePaths } from '@/config/back-office-paths';
import { isCatalogueSection } from '@/features/admin/api/catalogue';
import { CatalogueEntry } from '@/features/admin/components/catalogue-entry';

/** The section and the entry the address names (`new`: a form for a new one). */
export function loader({ params }: LoaderFunctionArgs) {
  const id: number | 'new' = params.id === 'new' ? 'new' : Number(params.id);
  if (!isCatalogueSection(params.section) || (id !== 'new' && !(Number.isInteger(id) && id > 0)))
    return redirect(backOfficePaths.adminCatalogue);
  return { section: params.section, id };
}

/** /admin/catalogue/:section/:id: an entry's form with both languages, and its deletion. */
export function Component() {
  const { section, id } = useLoaderData<Exclude<ReturnType<typeof loader>, Response>>();
  return <CatalogueEntry key={`${section}/${id}`} section={section} id={id} />;
}
