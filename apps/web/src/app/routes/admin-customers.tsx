import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { customerListParams } from '@/features/back-office/customers/api/get-customers';
import { AdminPage } from '@/components/back-office/admin-page';
import { CustomerList } from '@/features/back-office/customers/components/customer-list';
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
