import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sharedSecret } from './secret.repository.js';

/** Secrets the shop generates for itself when the environment gives none (`app_secret`). */
export class SecretService {
  constructor(private readonly db: Kysely<Database>) {}

  /** The secret `name`, generated once by whichever instance asks first and kept across restarts. */
  shared(name: string, generate: () => string): Promise<string> {
    return sharedSecret(this.db, name, generate);
  }
}
