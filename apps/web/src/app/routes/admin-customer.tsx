import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { backOfficePaths } from '@/config/back-office-paths';
import { CustomerDetail } from '@/features/back-office/customers/components/customer-detail';

/** The customer's id from the address; anything but a positive whole number goes to the list. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw redirect(backOfficePaths.adminCustomers);
  return { id };
}

/** /admin/customers/:id: one customer, for a manager helping them. */
export function Component() {
  const { id } = useLoaderData<typeof loader>();
  return <CustomerDetail key={id} id={id} />;
}
