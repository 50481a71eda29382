import type { AnswerOf, editProfileCall, User } from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import type { profileSchema } from './rules';

/** The profile form's rules (see rules.ts), loaded with the form's first focus. */
export const loadProfileRules = () => loadChunk(() => import('./rules')).then((rules) => rules.profileSchema);
export type ProfileSchema = typeof profileSchema;

/** Every editable user field of spec section 3, as typed (all text). */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  middle_name: string;
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
  /** Asked only when the e-mail changes; blank is not sent. */
  current_password: string;
}

export type ProfileRequest = FormOutput<ProfileSchema>;

/** The form's starting values: the user's fields, blanks for those not set. */
export function profileFormValues(user: User): ProfileFormValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    middle_name: user.middle_name ?? '',
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
    current_password: '',
  };
}

export function editProfile(
  values: ProfileRequest,
  user: User,
  token: string,
): Promise<AnswerOf<typeof editProfileCall>> {
  return callApi('editProfile', { ...values, id: user.id, token });
}
