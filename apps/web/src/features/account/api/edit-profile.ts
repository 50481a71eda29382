import { type AnswerOf, editProfileCall, type User } from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';

/** The profile form's rules: the contract's, without the id and token the page adds itself. */
export const profileSchema = editProfileCall.body.omit({ id: true, auth_key: true });

/** Every editable user field of spec section 3, as typed (all text). */
export interface ProfileFormValues {
  first_name: string;
  email: string;
  phone: string;
  telegram: string;
  country: string;
  region: string;
  city: string;
  address: string;
  act_type: string;
  contact_name: string;
  contact_phone: string;
  contact_index: string;
}

export type ProfileRequest = FormOutput<typeof profileSchema>;

/** The form's starting values: the user's fields, blanks for those not set. */
export function profileFormValues(user: User): ProfileFormValues {
  return {
    first_name: user.first_name ?? '',
    email: user.email,
    phone: user.phone ?? '',
    telegram: user.telegram ?? '',
    country: user.country ?? '',
    region: user.region ?? '',
    city: user.city ?? '',
    address: user.address ?? '',
    act_type: user.act_type ?? '',
    contact_name: user.contact_name ?? '',
    contact_phone: user.contact_phone ?? '',
    contact_index: user.contact_index ?? '',
  };
}

export function editProfile(
  values: ProfileRequest,
  user: User,
  token: string,
): Promise<AnswerOf<typeof editProfileCall>> {
  return callApi('editProfile', { ...values, id: user.id, token });
}
