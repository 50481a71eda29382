import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/** The human check has one name everywhere: `captcha_use` becomes `human_check_use`. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('captcha_use').renameTo('human_check_use').execute();
  await db.schema.dropIndex('captcha_use_expires_idx').execute();
  await db.schema
    .createIndex('human_check_use_expires_idx')
    .on('human_check_use')
    .column('expires_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('human_check_use_expires_idx').execute();
  await db.schema.alterTable('human_check_use').renameTo('captcha_use').execute();
  await db.schema.createIndex('captcha_use_expires_idx').on('captcha_use').column('expires_at').execute();
}
