import { adminConsultationNoteCall, adminConsultationStatusCall } from '@storefront/contract';

/*
 * The inbox forms' rules: the contract's, as the server checks them, without the key the API
 * client adds. They load with the first focus on a form (see useContractForm).
 */

export const consultationNoteSchema = adminConsultationNoteCall.body.omit({ auth_key: true });
export const consultationStatusSchema = adminConsultationStatusCall.body.omit({ auth_key: true });
