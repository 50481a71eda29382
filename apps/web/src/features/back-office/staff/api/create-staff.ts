import { type AdminStaffMember, type StaffRole } from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { type staffSchema } from './rules';

/** The staff form's rules (the contract's), loaded with the form's first focus. */
export const loadStaffRules = () => loadChunk(() => import('./rules')).then((rules) => rules.staffSchema);
export type StaffSchema = typeof staffSchema;
export type StaffRequest = FormOutput<StaffSchema>;

export interface StaffFormValues {
  email: string;
  first_name: string;
  last_name: string;
  role: StaffRole;
}

export function createStaff(values: StaffRequest): Promise<AdminStaffMember> {
  return callApi('adminStaffCreate', values).then((answer) => answer.member);
}
