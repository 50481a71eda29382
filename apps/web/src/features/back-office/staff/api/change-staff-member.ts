import { type StaffRole } from '@storefront/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useStaffChanged } from './get-staff';

/** Another member's role, or their access (deactivate / reactivate); the list reloads. */
export function useStaffChange() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: (change: { id: number } & ({ role: StaffRole } | { active: boolean })) =>
      'role' in change
        ? callApi('adminStaffRole', { role: change.role }, { id: change.id })
        : callApi('adminStaffActive', { active: change.active }, { id: change.id }),
    onSettled: changed,
  });
}
