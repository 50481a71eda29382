import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, never>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  const withId = (table: Table): Table =>
    pg
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const flag = (table: Table, name: string, defaultValue?: 0 | 1): Table =>
    table.addColumn(name, 'smallint', (c) => {
      const column = c.notNull().check(sql`${sql.ref(name)} in (0, 1)`);
      return defaultValue === undefined ? column : column.defaultTo(defaultValue);
    });
  const createdAt = (table: Table, name = 'created_at'): Table =>
    table.addColumn(name, timestamp, (c) => c.notNull().defaultTo(now));
  const maybeTimestamp = (table: Table, name: string): Table => table.addColumn(name, timestamp);
  const texts = (table: Table, names: string[], nullable = false): Table =>
    names.reduce<Table>(
      (acc, name) => acc.addColumn(name, 'text', (c) => (nullable ? c : c.notNull())),
      table,
    );
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();

  /** A `<entity>_translation` table: one row per entity and language, falling back to ru-RU when absent. */
  const translationTable = async (entity: string, columns: string[]) => {
    const fk = `${entity}_id`;
    await texts(
      db.schema
        .createTable(`${entity}_translation`)
        .addColumn(fk, 'integer', (c) => c.notNull().references(`${entity}.id`).onDelete('cascade'))
        .addColumn('language_code', 'text', (c) =>
          c.notNull().references('language.code').onDelete('cascade').onUpdate('cascade'),
        ),
      columns,
    )
      .addPrimaryKeyConstraint(`${entity}_translation_pk`, [fk, 'language_code'] as never[])
      .execute();
  };

  // Languages, UI dictionary, settings, menus.
  await flag(
    flag(
      db.schema
        .createTable('language')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
      'is_default',
    ),
    'active',
    1,
  ).execute();

  await db.schema
    .createTable('translation')
    .addColumn('language_code', 'text', (c) =>
      c.notNull().references('language.code').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translation_pk', ['language_code', 'key'] as never[])
    .execute();

  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('setting_translation')
    .addColumn('setting_key', 'text', (c) => c.notNull().references('setting.key').onDelete('cascade'))
    .addColumn('language_code', 'text', (c) =>
      c.notNull().references('language.code').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('setting_translation_pk', ['setting_key', 'language_code'] as never[])
    .execute();

  await flag(
    flag(
      flag(
        withId(db.schema.createTable('menu_item'))
          .addColumn('menu', 'text', (c) => c.notNull().check(sql`menu in ('top', 'bottom')`))
          .addColumn('url', 'text', (c) => c.notNull())
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
        'top_status',
      ),
      'hamburger_status',
    ),
    'active',
    1,
  ).execute();
  await index('menu_item_menu_sort_idx', 'menu_item', ['menu', 'sort']);
  await translationTable('menu_item', ['label']);

  await db.schema
    .createTable('social_link')
    .addColumn('network', 'text', (c) => c.primaryKey().check(sql`network in ('vk', 'tw', 'fb', 'in')`))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Catalogue.
  await flag(
    flag(
      withId(db.schema.createTable('country'))
        .addColumn('code', 'text', (c) =>
          c
            .notNull()
            .unique()
            .check(sql`length(code) = 2`),
        )
        .addColumn('link_sef', 'text', (c) => c.notNull().unique())
        .addColumn('popular_sort', 'integer')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
      'online',
    ),
    'active',
    1,
  ).execute();
  await translationTable('country', ['name', 'description', 'register_name']);

  await flag(
    withId(db.schema.createTable('product_type'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    'active',
    1,
  ).execute();
  await translationTable('product_type', ['name', 'description']);

  await flag(
    withId(db.schema.createTable('type_purpose'))
      .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    'active',
    1,
  ).execute();
  await translationTable('type_purpose', ['name', 'description']);

  await db.schema
    .createTable('type_purpose_product_type')
    .addColumn('type_purpose_id', 'integer', (c) =>
      c.notNull().references('type_purpose.id').onDelete('cascade'),
    )
    .addColumn('product_type_id', 'integer', (c) =>
      c.notNull().references('product_type.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('type_purpose_product_type_pk', [
      'type_purpose_id',
      'product_type_id',
    ] as never[])
    .execute();
  await index('type_purpose_product_type_type_idx', 'type_purpose_product_type', ['product_type_id']);

  await createdAt(
    createdAt(
      flag(
        flag(
          withId(db.schema.createTable('product'))
            .addColumn('country_id', 'integer', (c) =>
              c.notNull().references('country.id').onDelete('restrict'),
            )
            .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
            .addColumn('duration_from', 'integer', (c) => c.notNull().check(sql`duration_from >= 0`))
            .addColumn('duration_to', 'integer', (c) => c.notNull())
            .addColumn('thumb', 'text', (c) => c.notNull().defaultTo(''))
            .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
            .addCheckConstraint('product_duration_range', sql`duration_from <= duration_to`),
          'delivery',
        ),
        'active',
        1,
      ),
    ),
    'updated_at',
  ).execute();
  await index('product_country_sort_idx', 'product', ['country_id', 'active', 'sort']);
  await translationTable('product', ['name', 'description']);

  await db.schema
    .createTable('product_product_type')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('product_type_id', 'integer', (c) =>
      c.notNull().references('product_type.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('product_product_type_pk', ['product_id', 'product_type_id'] as never[])
    .execute();
  await index('product_product_type_type_idx', 'product_product_type', ['product_type_id']);

  await db.schema
    .createTable('product_related')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('related_product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_related_pk', ['product_id', 'related_product_id'] as never[])
    .addCheckConstraint('product_related_not_self', sql`product_id <> related_product_id`)
    .execute();
  await index('product_related_related_idx', 'product_related', ['related_product_id']);

  // The companies register.
  await createdAt(
    createdAt(
      maybeTimestamp(
        texts(
          texts(
            withId(db.schema.createTable('company'))
              .addColumn('country_id', 'integer', (c) =>
                c.notNull().references('country.id').onDelete('restrict'),
              )
              .addColumn('register_id', 'text', (c) => c.notNull())
              .addColumn('name', 'text', (c) => c.notNull()),
            ['inn', 'ogrn', 'kpp', 'registered_on'],
            true,
          ),
          ['status', 'legal_form', 'address'],
        ),
        'source_updated_at',
      ),
    ),
    'updated_at',
  )
    .addUniqueConstraint('company_register_uq', ['country_id', 'register_id'] as never[])
    .execute();
  await index('company_inn_idx', 'company', ['inn']);
  await index('company_ogrn_idx', 'company', ['ogrn']);
  await index('company_country_name_idx', 'company', ['country_id', 'name']);

  // Users and their sessions.
  await createdAt(
    createdAt(
      maybeTimestamp(
        maybeTimestamp(
          texts(
            withId(db.schema.createTable('app_user'))
              .addColumn('email', 'text', (c) => c.notNull().unique())
              .addColumn('role', 'text', (c) =>
                c
                  .notNull()
                  .defaultTo('customer')
                  .check(sql`role in ('customer', 'manager', 'admin')`),
              )
              .addColumn('language_code', 'text', (c) => c.references('language.code').onDelete('set null')),
            [
              'password_hash',
              'first_name',
              'last_name',
              'middle_name',
              'phone',
              'phone_country',
              'telegram',
              'country',
              'region',
              'city',
              'address',
              'act_type',
              'contact_name',
              'contact_phone',
              'contact_phone_country',
              'contact_index',
              'client_id',
              'def_your_name',
              'def_your_inn',
            ],
            true,
          ),
          'email_verified_at',
        ),
        'disabled_at',
      ),
    ),
    'updated_at',
  ).execute();

  await maybeTimestamp(
    maybeTimestamp(
      createdAt(
        flag(
          withId(db.schema.createTable('user_session'))
            .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
            .addColumn('token_hash', 'text', (c) => c.notNull().unique())
            .addColumn('ip', 'text')
            .addColumn('user_agent', 'text'),
          'remember',
          0,
        ),
      ),
      'last_seen_at',
    ),
    'revoked_at',
  )
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .execute();
  await index('user_session_user_idx', 'user_session', ['user_id']);
  await index('user_session_expires_idx', 'user_session', ['expires_at']);

  await maybeTimestamp(
    createdAt(
      withId(db.schema.createTable('password_reset'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('ip', 'text')
        .addColumn('expires_at', timestamp, (c) => c.notNull()),
    ),
    'used_at',
  ).execute();
  await index('password_reset_user_idx', 'password_reset', ['user_id']);

  await createdAt(
    createdAt(
      flag(
        texts(
          withId(db.schema.createTable('legal_entity')).addColumn('user_id', 'integer', (c) =>
            c.notNull().references('app_user.id').onDelete('cascade'),
          ),
          ['name', 'inn', 'ogrn', 'kpp', 'bik', 'bank', 'rasch_sch', 'yur_address'],
        ),
        'is_default',
        0,
      ),
    ),
    'updated_at',
  ).execute();
  await index('legal_entity_user_idx', 'legal_entity', ['user_id']);
  await db.schema
    .createIndex('legal_entity_one_default_uq')
    .on('legal_entity')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  // Carts and orders.
  await createdAt(
    createdAt(
      withId(db.schema.createTable('cart')).addColumn('user_id', 'integer', (c) =>
        c.unique().references('app_user.id').onDelete('cascade'),
      ),
    ),
    'updated_at',
  ).execute();

  const companySnapshot = (table: Table): Table =>
    texts(
      table
        .addColumn('company_id', 'integer', (c) => c.references('company.id').onDelete('set null'))
        .addColumn('company_register_id', 'text'),
      ['company_name', 'company_inn', 'company_country', 'company_status', 'company_type', 'company_address'],
    );

  await createdAt(
    companySnapshot(
      withId(db.schema.createTable('cart_item'))
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('restrict'))
        .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`)),
    ),
  ).execute();
  await index('cart_item_cart_idx', 'cart_item', ['cart_id']);
  await index('cart_item_product_idx', 'cart_item', ['product_id']);

  await maybeTimestamp(
    maybeTimestamp(
      createdAt(
        createdAt(
          flag(
            texts(
              texts(
                withId(db.schema.createTable('customer_order'))
                  .addColumn('number', 'text', (c) => c.notNull().unique())
                  .addColumn('user_id', 'integer', (c) =>
                    c.notNull().references('app_user.id').onDelete('restrict'),
                  )
                  .addColumn('legal_entity_id', 'integer', (c) =>
                    c.references('legal_entity.id').onDelete('set null'),
                  )
                  .addColumn('status', 'text', (c) =>
                    c
                      .notNull()
                      .defaultTo('new')
                      .check(
                        sql`status in ('new', 'awaiting_payment', 'paid', 'in_progress', 'fulfilled', 'cancelled')`,
                      ),
                  )
                  .addColumn('language_code', 'text', (c) => c.notNull().references('language.code'))
                  .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
                  .addColumn('total_rub', 'integer', (c) => c.notNull().check(sql`total_rub >= 0`)),
                ['payment_method', 'ruble_course', 'first_name', 'email'],
              ),
              [
                'last_name',
                'middle_name',
                'phone',
                'yur_name',
                'yur_inn',
                'delivery_country',
                'delivery_region',
                'delivery_city',
                'delivery_address',
                'contact_name',
                'contact_phone',
                'contact_index',
                'comment',
                'client_id',
              ],
              true,
            ),
            'delivery_required',
            0,
          ),
        ),
        'updated_at',
      ),
      'paid_at',
    ),
    'cancelled_at',
  ).execute();
  await index('customer_order_user_created_idx', 'customer_order', ['user_id', 'created_at']);
  await index('customer_order_status_idx', 'customer_order', ['status']);

  await createdAt(
    createdAt(
      maybeTimestamp(
        flag(
          companySnapshot(
            withId(db.schema.createTable('order_item'))
              .addColumn('order_id', 'integer', (c) =>
                c.notNull().references('customer_order.id').onDelete('cascade'),
              )
              .addColumn('product_id', 'integer', (c) =>
                c.notNull().references('product.id').onDelete('restrict'),
              )
              .addColumn('product_name', 'text', (c) => c.notNull())
              .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
              .addColumn('price_rub', 'integer', (c) => c.notNull().check(sql`price_rub >= 0`))
              .addColumn('duration_from', 'integer', (c) => c.notNull())
              .addColumn('duration_to', 'integer', (c) => c.notNull())
              .addColumn('status', 'text', (c) =>
                c
                  .notNull()
                  .defaultTo('pending')
                  .check(sql`status in ('pending', 'in_progress', 'fulfilled', 'cancelled')`),
              ),
          ),
          'delivery',
          0,
        ),
        'fulfilled_at',
      ),
    ),
    'updated_at',
  ).execute();
  await index('order_item_order_idx', 'order_item', ['order_id']);

  await createdAt(
    createdAt(
      withId(db.schema.createTable('payment'))
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('customer_order.id').onDelete('cascade'),
        )
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_payment_id', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor >= 0`))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'succeeded', 'failed', 'cancelled', 'refunded')`),
        )
        .addColumn('raw', 'text')
        .addUniqueConstraint('payment_provider_ref_uq', ['provider', 'provider_payment_id'] as never[]),
    ),
    'updated_at',
  ).execute();
  await index('payment_order_idx', 'payment', ['order_id']);

  await createdAt(
    withId(db.schema.createTable('document'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('restrict'))
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().references('customer_order.id').onDelete('cascade'),
      )
      .addColumn('order_item_id', 'integer', (c) => c.references('order_item.id').onDelete('set null'))
      .addColumn('doc_type', 'text', (c) => c.notNull().check(sql`doc_type in ('act', 'invoice', 'file')`))
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('issued_at', timestamp, (c) => c.notNull())
      .addColumn('total_cents', 'integer')
      .addColumn('total_rub', 'integer')
      .addColumn('storage_key', 'text')
      .addColumn('file_name', 'text')
      .addColumn('mime_type', 'text')
      .addColumn('size_bytes', 'integer')
      .addUniqueConstraint('document_type_number_uq', ['doc_type', 'number'] as never[]),
  ).execute();
  await index('document_user_type_issued_idx', 'document', ['user_id', 'doc_type', 'issued_at']);
  await index('document_order_idx', 'document', ['order_id']);

  // Requests, mail, audit, abuse protection.
  await createdAt(
    withId(db.schema.createTable('consult_request'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
      .addColumn('language_code', 'text', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text'),
  ).execute();
  await index('consult_request_created_idx', 'consult_request', ['created_at']);

  await maybeTimestamp(
    maybeTimestamp(
      createdAt(
        withId(db.schema.createTable('mail_outbox'))
          .addColumn('to_address', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('text_body', 'text', (c) => c.notNull())
          .addColumn('html_body', 'text')
          .addColumn('template', 'text', (c) => c.notNull())
          .addColumn('language_code', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('pending')
              .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
          )
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', timestamp, (c) => c.notNull().defaultTo(now))
          .addColumn('last_error', 'text'),
      ),
      'locked_until',
    ),
    'sent_at',
  ).execute();
  await index('mail_outbox_status_next_idx', 'mail_outbox', ['status', 'next_attempt_at']);

  await createdAt(
    withId(db.schema.createTable('audit_log'))
      .addColumn('actor_user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
      .addColumn('acting_manager_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('ip', 'text')
      .addColumn('details', 'text'),
  ).execute();
  await index('audit_log_entity_idx', 'audit_log', ['entity', 'entity_id']);
  await index('audit_log_actor_idx', 'audit_log', ['actor_user_id']);
  await index('audit_log_created_idx', 'audit_log', ['created_at']);

  await db.schema
    .createTable('captcha_use')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .execute();
  await index('captcha_use_expires_idx', 'captcha_use', ['expires_at']);

  await db.schema
    .createTable('rate_limit_bucket')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', timestamp, (c) => c.notNull())
    .execute();
  await index('rate_limit_bucket_reset_idx', 'rate_limit_bucket', ['reset_at']);

  // Content.
  await createdAt(
    createdAt(
      flag(
        withId(db.schema.createTable('article'))
          .addColumn('category_id', 'integer', (c) => c.notNull().check(sql`category_id in (1, 100)`))
          .addColumn('path', 'text', (c) => c.notNull().unique())
          .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('country_id', 'integer', (c) => c.references('country.id').onDelete('set null'))
          .addColumn('published_at', timestamp, (c) => c.notNull()),
        'active',
        1,
      ),
    ),
    'updated_at',
  ).execute();
  await index('article_category_published_idx', 'article', ['category_id', 'active', 'published_at']);
  await translationTable('article', ['title', 'intro', 'body', 'meta_description']);

  await createdAt(
    flag(
      withId(db.schema.createTable('page'))
        .addColumn('link', 'text', (c) => c.notNull().unique())
        .addColumn('image', 'text', (c) => c.notNull().defaultTo('')),
      'active',
      1,
    ),
    'updated_at',
  ).execute();
  await translationTable('page', ['title', 'text', 'meta_description']);

  await flag(
    withId(db.schema.createTable('faq')).addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    'active',
    1,
  ).execute();
  await translationTable('faq', ['question', 'answer']);

  await flag(
    withId(db.schema.createTable('review'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn('reviewed_on', 'text', (c) => c.notNull()),
    'active',
    1,
  ).execute();
  await translationTable('review', ['author', 'company', 'text']);

  await flag(
    withId(db.schema.createTable('first_doc'))
      .addColumn('country_id', 'integer', (c) => c.references('country.id').onDelete('cascade'))
      .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    'active',
    1,
  ).execute();
  await translationTable('first_doc', ['title', 'description']);

  for (const [entity, imageColumn] of [
    ['first_advantage', 'icon'],
    ['first_pay_option', 'image'],
  ] as const) {
    await flag(
      withId(db.schema.createTable(entity))
        .addColumn(imageColumn, 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
      'active',
      1,
    ).execute();
    await translationTable(entity, ['title', 'text']);
  }
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'first_pay_option_translation',
    'first_pay_option',
    'first_advantage_translation',
    'first_advantage',
    'first_doc_translation',
    'first_doc',
    'review_translation',
    'review',
    'faq_translation',
    'faq',
    'page_translation',
    'page',
    'article_translation',
    'article',
    'rate_limit_bucket',
    'captcha_use',
    'audit_log',
    'mail_outbox',
    'consult_request',
    'document',
    'payment',
    'order_item',
    'customer_order',
    'cart_item',
    'cart',
    'legal_entity',
    'password_reset',
    'user_session',
    'app_user',
    'company',
    'product_related',
    'product_product_type',
    'product_translation',
    'product',
    'type_purpose_product_type',
    'type_purpose_translation',
    'type_purpose',
    'product_type_translation',
    'product_type',
    'country_translation',
    'country',
    'social_link',
    'menu_item_translation',
    'menu_item',
    'setting_translation',
    'setting',
    'translation',
    'language',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
