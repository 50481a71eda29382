import { adminRegisterImportCall } from '@storefront/contract';

/** The import's fields; the file is read from its input when the form is sent. */
export const registerImportSchema = adminRegisterImportCall.body.omit({ auth_key: true });
