import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { PageMeta } from '@/components/page/page-meta';
import { orderIdFromSearch } from '@/config/paths';
import { OrderNotFound } from '@/features/checkout/components/order-pages';
import { useSettings } from '@/lib/settings/get-settings';

/**
 * The after-order pages read their order from the address (`order_id`, or Robokassa's
 * `Shp_order`); the order itself is a query of the page (features/checkout/api).
 */
export function orderPageLoader({ request }: LoaderFunctionArgs): { orderId: number | null } {
  return { orderId: orderIdFromSearch(new URL(request.url).searchParams) ?? null };
}

/** The order's page frame: title, heading, and the content for the order of the address. */
export function OrderPageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children(orderId: number): ReactNode;
}) {
  const { settings } = useSettings();
  const { orderId } = useLoaderData<typeof orderPageLoader>();
  return (
    <div className="container page">
      <PageMeta title={title} description={description} siteName={settings.sitename} />
      <h1>{title}</h1>
      {orderId === null ? <OrderNotFound /> : children(orderId)}
    </div>
  );
}
