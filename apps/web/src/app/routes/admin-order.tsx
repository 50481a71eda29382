import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AdminPage } from '@/components/back-office/admin-page';
import { OrderPage } from '@/features/back-office/orders/components/order-page';
import { useT } from '@/lib/i18n';

/** The order's id from the address; null when it is not a positive whole number. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  return { id: Number.isInteger(id) && id > 0 ? id : null };
}

/** /admin/orders/:id: one order and its actions. */
export function Component() {
  const t = useT();
  const { id } = useLoaderData<typeof loader>();
  if (id === null)
    return (
      <AdminPage title={t('AdminOrderNumber')}>
        <p className="card">{t('AdminOrderNotFound')}</p>
      </AdminPage>
    );
  return <OrderPage key={id} id={id} />;
}
