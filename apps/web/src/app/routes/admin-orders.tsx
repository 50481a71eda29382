import { ComingNext } from '@/features/admin/components/admin-page';
import { useT } from '@/lib/i18n';

/** /admin/orders and an order's page: the orders screens come with the next part of issue 14. */
export function Component() {
  const t = useT();
  return <ComingNext title={t('Orders')} />;
}
