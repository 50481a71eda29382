import { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_MASK, type User } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { SettingsService } from '../settings/settings.service.js';
import { countPurchases } from './user.repository.js';

export class UserService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: SettingsService,
  ) {}

  /** The user as the API shows it; never the password hash or session data. */
  async toWire(row: UserRow): Promise<User> {
    const [boughts, masks] = await Promise.all([countPurchases(this.db, row.id), this.settings.phoneMasks()]);
    const maskOf = (country: string | null) => {
      const code = country ?? DEFAULT_PHONE_COUNTRY;
      return { iso_code_2: code, mask: masks[code]?.mask ?? DEFAULT_PHONE_MASK };
    };
    return {
      id: row.id,
      token: null,
      clientID: row.client_id,
      first_name: row.first_name,
      email: row.email,
      phone: row.phone,
      phoneMask: maskOf(row.phone_country),
      telegram: row.telegram,
      country: row.country,
      region: row.region,
      city: row.city,
      address: row.address,
      act_type: row.act_type,
      contact_name: row.contact_name,
      contact_phone: row.contact_phone,
      contact_phoneMask: maskOf(row.contact_phone_country),
      contact_index: row.contact_index,
      boughts,
      def_your_name: row.def_your_name,
      def_your_inn: row.def_your_inn,
    };
  }
}
