import { staffFormFields } from '@storefront/contract';

/** A new staff member: e-mail, names, role. */
export const staffSchema = staffFormFields;
