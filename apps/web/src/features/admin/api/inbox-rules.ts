import {
  adminConsultationNoteCall,
  adminConsultationStatusCall,
  adminRegisterImportCall,
} from '@storefront/contract';

/*
 * The inbox forms' rules: the contract's, as the server checks them, without the key the API
 * client adds. They load with the first focus on a form (see useContractForm).
 */

export const consultationNoteSchema = adminConsultationNoteCall.body.omit({ auth_key: true });
export const consultationStatusSchema = adminConsultationStatusCall.body.omit({ auth_key: true });
/** The import's fields; the file is read from its input when the form is sent. */
export const registerImportSchema = adminRegisterImportCall.body.omit({ auth_key: true });
