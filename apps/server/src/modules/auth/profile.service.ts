import { countryOfPhone, type ParsedBodyOf, type User, type editProfileCall } from '@storefront/contract';
import type { UserRow } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import type { SettingsService } from '../settings/settings.service.js';
import { normalEmail, type UserService } from '../users/user.service.js';
import type { ActingManager } from './access.service.js';
import { isUniqueViolation } from './unique-violation.js';

type ProfileForm = ParsedBodyOf<typeof editProfileCall>;

/** The customer's own profile fields (spec section 3) and analytics client id. */
export class ProfileService {
  constructor(private readonly deps: { users: UserService; settings: SettingsService }) {}

  /**
   * The profile fields of section 3; `id` must be the signed-in user's own. The e-mail is the
   * login and where reset links go: a manager acting as the customer may not move it (that would
   * hand the account to whoever reads the new address).
   */
  async edit(
    write: Write,
    user: UserRow,
    form: ProfileForm,
    actingManager: ActingManager | undefined,
  ): Promise<User> {
    if (form.id !== user.id) throw notFound('id');
    const email = normalEmail(form.email);
    if (actingManager && email !== user.email) throw forbidden('ManagerCannotChangeEmail', 'email');
    if (email !== user.email && (await this.deps.users.emailExists(email, user.id)))
      throw invalid('EmailIsTaken', 'email');
    // The payload has no phone country: it is read from the number's dialling code (spec section 3's
    // phoneMask), so the profile shows the number in its own country's mask next time.
    const masks = Object.values(await this.deps.settings.phoneMasks());
    const countryOf = (phone: string | undefined) => (phone ? (countryOfPhone(phone, masks) ?? null) : null);
    try {
      const updated = await write((trx) =>
        this.deps.users.update(trx, user.id, {
          email,
          first_name: form.first_name ?? null,
          phone: form.phone ?? null,
          phone_country: countryOf(form.phone),
          contact_phone_country: countryOf(form.contact_phone),
          telegram: form.telegram ?? null,
          country: form.country ?? null,
          region: form.region ?? null,
          city: form.city ?? null,
          address: form.address ?? null,
          act_type: form.act_type ?? null,
          contact_name: form.contact_name ?? null,
          contact_phone: form.contact_phone ?? null,
          contact_index: form.contact_index ?? null,
        }),
      );
      return this.deps.users.toWire(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid('EmailIsTaken', 'email');
      throw error;
    }
  }

  async setClientId(write: Write, user: UserRow, clientId: string): Promise<void> {
    await write((trx) => this.deps.users.update(trx, user.id, { client_id: clientId }));
  }
}
