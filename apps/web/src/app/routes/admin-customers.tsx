import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { customerListParams } from '@/features/admin/api/customers';
import { AdminPage } from '@/features/admin/components/admin-page';
import { CustomerList } from '@/features/admin/components/customer-list';
import { useT } from '@/lib/i18n';

/** The list's search, filter, sorting and page, read from the address. */
export function loader({ request }: LoaderFunctionArgs) {
  return customerListParams(new URL(request.url).searchParams);
}

/** /admin/customers: the shop's customers, searched, sorted and paged on the server. */
export function Component() {
  const t = useT();
  const params = useLoaderData<typeof loader>();
  return (
    <AdminPage title={t('AdminCustomers')}>
      <CustomerList params={params} />
    </AdminPage>
  );
}
