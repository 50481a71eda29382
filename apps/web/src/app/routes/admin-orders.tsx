import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { parseAdminOrdersView } from '@/lib/back-office/orders-address';
import { AdminPage } from '@/components/back-office/admin-page';
import { OrdersList } from '@/features/back-office/orders/components/orders-list';
import { useT } from '@/lib/i18n';

/** The list's view (search, filters, sort, page) from the address, read once per navigation. */
export function loader({ request }: LoaderFunctionArgs) {
  return parseAdminOrdersView(new URL(request.url).searchParams);
}

/** /admin/orders: the orders list. */
export function Component() {
  const t = useT();
  const view = useLoaderData<typeof loader>();
  return (
    <AdminPage title={t('Orders')}>
      <OrdersList view={view} />
    </AdminPage>
  );
}
