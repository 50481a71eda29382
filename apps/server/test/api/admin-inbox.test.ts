import {
  adminAuditCall,
  adminConsultationCall,
  adminConsultationNoteCall,
  adminConsultationsCall,
  adminConsultationStatusCall,
  adminOutboxCall,
  adminOutboxMailCall,
  adminOutboxRetryCall,
  adminRegisterImportCall,
  adminRegistersCall,
  errorAnswer,
  moscowDay,
  REGISTER_UPLOAD_MAX_BYTES,
  type RegisterImportJob,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactLinks } from '../../src/modules/mail/outbox.service.js';
import { postFrom } from '../helpers/accounts.js';
import { createSession, createUser } from '../helpers/factories.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const GENERIC_HEADER =
  'country,register_number,tax_number,name,short_name,status,type,address,registration_date';

/** A multipart/form-data body: fields first (the key), then the file part. */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = `----inbox${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: text/csv\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testedDialects())('back-office inbox and operations on %s', (dialect) => {
  let t: TestApp;
  const db = () => t.database.handle.db;
  const keys = { customer: '', manager: '', admin: '' };
  const ids = { manager: 0, admin: 0 };
  const emails = { manager: '', admin: '' };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const customer = await createUser(db());
    const manager = await createUser(db(), { role: 'manager' });
    const admin = await createUser(db(), { role: 'admin' });
    Object.assign(ids, { manager: manager.id, admin: admin.id });
    Object.assign(emails, { manager: manager.email, admin: admin.email });
    keys.customer = await createSession(db(), customer.id);
    keys.manager = await createSession(db(), manager.id);
    keys.admin = await createSession(db(), admin.id);
  });
  afterAll(async () => t?.close());

  const call = (path: string, key: string | undefined, body: object = {}, query?: Record<string, number>) =>
    postFrom(t.app, path, key === undefined ? body : { ...body, auth_key: key }, {
      ...(query && {
        query: new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString(),
      }),
    });

  const expectRefused = (
    response: { statusCode: number; body: string; json(): unknown },
    status: number,
    key: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(errorAnswer.parse(response.json()).error).toBe(key);
  };

  const auditRows = (action: string, entityId: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();

  async function consultRequest(fields: { name?: string; company?: string; email?: string } = {}) {
    const row = await db()
      .insertInto('consult_request')
      .values({
        name: fields.name ?? 'Иван Петров',
        email: fields.email ?? 'ivan@example.test',
        phone: '+7 999 123-45-67',
        company: fields.company ?? 'ООО «Ромашка»',
        language_code: 'ru-RU',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function mail(fields: {
    status: 'pending' | 'sent' | 'failed';
    attempts: number;
    text?: string;
    to?: string;
  }) {
    const row = await db()
      .insertInto('mail_outbox')
      .values({
        to_address: fields.to ?? 'buyer@example.test',
        subject: 'Восстановление пароля',
        text_body: fields.text ?? 'Текст',
        html_body: '<p>Текст</p>',
        template: 'password-reset',
        language_code: 'ru-RU',
        status: fields.status,
        attempts: fields.attempts,
        last_error: fields.status === 'failed' ? 'connect ECONNREFUSED' : null,
        next_attempt_at: '2020-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  describe('who may call', () => {
    it('consultations: anonymous 401, a customer 403, a manager and an administrator 200', async () => {
      for (const path of [adminConsultationsCall.path]) {
        expectRefused(await call(path, undefined), 401, 'IncorrectToken');
        expectRefused(await call(path, keys.customer), 403, 'ManagerOnly');
        expect((await call(path, keys.manager)).statusCode).toBe(200);
        expect((await call(path, keys.admin)).statusCode).toBe(200);
      }
    });

    it('outbox, audit and registers: anonymous 401, a customer and a manager 403 AdminOnly, an administrator 200', async () => {
      for (const path of [adminOutboxCall.path, adminAuditCall.path, adminRegistersCall.path]) {
        expectRefused(await call(path, undefined), 401, 'IncorrectToken');
        expectRefused(await call(path, keys.customer), 403, 'AdminOnly');
        expectRefused(await call(path, keys.manager), 403, 'AdminOnly');
        expect((await call(path, keys.admin)).statusCode).toBe(200);
      }
      const failed = await mail({ status: 'failed', attempts: 5 });
      expectRefused(
        await call(adminOutboxRetryCall.path, keys.manager, {}, { id: failed }),
        403,
        'AdminOnly',
      );
      expect(
        (
          await db()
            .selectFrom('mail_outbox')
            .select('status')
            .where('id', '=', failed)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('failed');
    });
  });

  describe('consultation requests', () => {
    it('lists newest first, filtered by status and by a part of the name, e-mail or company in any case', async () => {
      const first = await consultRequest({ company: 'АО «Вектор Плюс»' });
      const second = await consultRequest({ name: 'Мария Сидорова', email: 'maria@vector.test' });
      const list = async (body: object) => {
        const response = await call(adminConsultationsCall.path, keys.manager, body);
        expect(response.statusCode, response.body).toBe(200);
        return adminConsultationsCall.answer.parse(response.json()).requests;
      };
      const all = await list({ pagesize: 100 });
      expect(all.list.map((r) => r.id).slice(0, 2)).toEqual([second, first]);
      expect(all.list[0]).toMatchObject({ status: 'new', notes_count: 0, status_changed_at: null });
      expect((await list({ q: 'вектор' })).list.map((r) => r.id)).toEqual(expect.arrayContaining([first]));
      expect((await list({ q: 'МАРИЯ' })).list.map((r) => r.id)).toEqual([second]);
      expect((await list({ q: 'no such text 100%' })).count).toBe(0);
      const paged = await list({ pagesize: 1 });
      expect(paged.list).toHaveLength(1);
      expect(paged.count).toBeGreaterThanOrEqual(2);
    });

    it('sets the status with an audit row of the values before and after; the same status again changes nothing', async () => {
      const id = await consultRequest();
      const response = await call(
        adminConsultationStatusCall.path,
        keys.manager,
        { status: 'in_work' },
        { id },
      );
      expect(response.statusCode, response.body).toBe(200);
      const { request } = adminConsultationStatusCall.answer.parse(response.json());
      expect(request).toMatchObject({ id, status: 'in_work' });
      expect(request.status_changed_at).not.toBeNull();
      const [audit] = await auditRows(adminConsultationStatusCall.path, id);
      expect(audit).toMatchObject({
        actor_user_id: ids.manager,
        entity: 'consult_request',
        acting_manager_id: null,
      });
      expect(JSON.parse(audit!.details!)).toMatchObject({
        before: { status: 'new', status_changed_at: null },
        after: { status: 'in_work' },
      });
      expect(
        (await call(adminConsultationStatusCall.path, keys.manager, { status: 'in_work' }, { id }))
          .statusCode,
      ).toBe(200);
      expect(await auditRows(adminConsultationStatusCall.path, id)).toHaveLength(1);
      await call(adminConsultationStatusCall.path, keys.admin, { status: 'done' }, { id });
      const rows = await auditRows(adminConsultationStatusCall.path, id);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatchObject({ actor_user_id: ids.admin });
      expect(JSON.parse(rows[1]!.details!)).toMatchObject({
        before: { status: 'in_work' },
        after: { status: 'done' },
      });
    });

    it('keeps notes as a history with their authors and times, each audited', async () => {
      const id = await consultRequest();
      await call(adminConsultationNoteCall.path, keys.manager, { text: 'Позвонил, не ответили' }, { id });
      const response = await call(
        adminConsultationNoteCall.path,
        keys.admin,
        { text: '  Перезвонить в пятницу ' },
        { id },
      );
      expect(response.statusCode, response.body).toBe(200);
      const { request } = adminConsultationNoteCall.answer.parse(response.json());
      expect(request.notes_count).toBe(2);
      expect(request.notes.map((note) => [note.text, note.author?.email])).toEqual([
        ['Позвонил, не ответили', emails.manager],
        ['Перезвонить в пятницу', emails.admin],
      ]);
      const rows = await auditRows(adminConsultationNoteCall.path, id);
      expect(rows).toHaveLength(2);
      expect(JSON.parse(rows[0]!.details!)).toMatchObject({
        before: {},
        after: { text: 'Позвонил, не ответили' },
      });
      const detail = await call(adminConsultationCall.path, keys.manager, {}, { id });
      expect(adminConsultationCall.answer.parse(detail.json()).request.notes).toHaveLength(2);
    });

    it('refuses bad input in the contract error shape and an unknown request with 404', async () => {
      const id = await consultRequest();
      const wrongStatus = await call(
        adminConsultationStatusCall.path,
        keys.manager,
        { status: 'archived' },
        { id },
      );
      expect(wrongStatus.statusCode).toBe(400);
      expect(errorAnswer.parse(wrongStatus.json())).toMatchObject({
        error: 'FieldHasWrongValue',
        field: 'status',
      });
      const emptyNote = await call(adminConsultationNoteCall.path, keys.manager, { text: '   ' }, { id });
      expect(errorAnswer.parse(emptyNote.json())).toMatchObject({
        error: 'FieldCannotBeEmpty',
        field: 'text',
      });
      const longNote = await call(
        adminConsultationNoteCall.path,
        keys.manager,
        { text: 'я'.repeat(2_001) },
        { id },
      );
      expect(errorAnswer.parse(longNote.json())).toMatchObject({
        error: 'FieldMustBeMaxLength',
        args: [2000],
      });
      expectRefused(
        await call(adminConsultationCall.path, keys.manager, {}, { id: 999_999 }),
        404,
        'NotFound',
      );
      expectRefused(
        await call(adminConsultationStatusCall.path, keys.manager, { status: 'done' }, { id: 999_999 }),
        404,
        'NotFound',
      );
      expect(await auditRows(adminConsultationStatusCall.path, 999_999)).toHaveLength(0);
    });
  });

  describe('the mail outbox', () => {
    it('lists by status with counts, and shows a mail (whole in the demo: demo-outbox.test.ts)', async () => {
      const text =
        'Ссылка: https://shop.test/reset-password#token=abcdefabcdefabcdef123456 и ' +
        'https://shop.test/confirm?token=secret123&x=1 и https://shop.test/u/AbCdEfGhIjKlMnOpQrStUvWx/doc';
      const id = await mail({ status: 'failed', attempts: 5, text, to: 'outbox-list@example.test' });
      const response = await call(adminOutboxCall.path, keys.admin, { status: 'failed', q: 'OUTBOX-LIST' });
      expect(response.statusCode, response.body).toBe(200);
      const answer = adminOutboxCall.answer.parse(response.json());
      expect(answer.mails.list.map((m) => m.id)).toEqual([id]);
      expect(answer.mails.list[0]).toMatchObject({
        status: 'failed',
        attempts: 5,
        last_error: 'connect ECONNREFUSED',
      });
      expect(answer.counts.failed).toBeGreaterThanOrEqual(1);
      const shown = adminOutboxMailCall.answer.parse(
        (await call(adminOutboxMailCall.path, keys.admin, {}, { id })).json(),
      );
      expect(shown.mail).toMatchObject({ text, has_html: true, body_removed: false, demo: true });
    });

    it('retries a failed mail once (idempotent), audited; a sent one is MailNotRetryable', async () => {
      const id = await mail({ status: 'failed', attempts: 5 });
      const response = await call(adminOutboxRetryCall.path, keys.admin, {}, { id });
      expect(response.statusCode, response.body).toBe(200);
      expect(adminOutboxRetryCall.answer.parse(response.json()).mail).toMatchObject({
        status: 'pending',
        attempts: 0,
      });
      const row = await db()
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now() - 60_000);
      const [audit] = await auditRows(adminOutboxRetryCall.path, id);
      expect(audit).toMatchObject({ actor_user_id: ids.admin, entity: 'mail_outbox' });
      expect(JSON.parse(audit!.details!)).toMatchObject({
        before: { status: 'failed', attempts: 5 },
        after: { status: 'pending', attempts: 0 },
      });
      expect((await call(adminOutboxRetryCall.path, keys.admin, {}, { id })).statusCode).toBe(200);
      expect(await auditRows(adminOutboxRetryCall.path, id)).toHaveLength(1);

      const sent = await mail({ status: 'sent', attempts: 1, text: '' });
      const refused = await call(adminOutboxRetryCall.path, keys.admin, {}, { id: sent });
      expectRefused(refused, 400, 'MailNotRetryable');
      const shown = adminOutboxMailCall.answer.parse(
        (await call(adminOutboxMailCall.path, keys.admin, {}, { id: sent })).json(),
      );
      expect(shown.mail).toMatchObject({ body_removed: true, text: '' });
      expectRefused(await call(adminOutboxRetryCall.path, keys.admin, {}, { id: 999_999 }), 404, 'NotFound');
      expect(
        errorAnswer.parse((await call(adminOutboxCall.path, keys.admin, { status: 'lost' })).json()),
      ).toMatchObject({
        error: 'FieldHasWrongValue',
        field: 'status',
      });
    });
  });

  describe('the audit log', () => {
    it('filters by who, action, object and days, newest first, with before and after', async () => {
      const id = await consultRequest();
      await call(adminConsultationStatusCall.path, keys.manager, { status: 'done' }, { id });
      const list = async (body: object) => {
        const response = await call(adminAuditCall.path, keys.admin, body);
        expect(response.statusCode, response.body).toBe(200);
        return adminAuditCall.answer.parse(response.json()).entries;
      };
      const today = moscowDay(new Date());
      const found = await list({
        actor: emails.manager.toUpperCase().slice(0, 12),
        action: 'consultation-status',
        entity: 'consult_request',
        entity_id: String(id),
        from: today,
        to: today,
      });
      expect(found.count).toBe(1);
      expect(found.list[0]).toMatchObject({
        actor: { id: ids.manager, email: emails.manager },
        acting_manager: null,
        action: adminConsultationStatusCall.path,
        details: { before: { status: 'new' }, after: { status: 'done' } },
      });
      expect((await list({ actor: String(ids.manager), entity_id: String(id) })).count).toBe(1);
      expect((await list({ actor: emails.admin, entity_id: String(id) })).count).toBe(0);
      expect((await list({ to: '2020-01-01', entity_id: String(id) })).count).toBe(0);
      const all = await list({ pagesize: 100 });
      expect(all.list.map((entry) => entry.id)).toEqual(
        [...all.list.map((entry) => entry.id)].sort((a, b) => b - a),
      );
      expect(
        errorAnswer.parse((await call(adminAuditCall.path, keys.admin, { from: '2026-13-01' })).json()),
      ).toMatchObject({
        field: 'from',
      });
    });
  });

  describe('register imports', () => {
    const upload = (fields: Record<string, string>, file?: { name: string; content: Buffer }) => {
      const { payload, contentType } = multipart(fields, file);
      return t.app.inject({
        method: 'POST',
        url: adminRegisterImportCall.path,
        headers: { 'content-type': contentType },
        payload,
      });
    };
    const registers = async () =>
      adminRegistersCall.answer.parse((await call(adminRegistersCall.path, keys.admin)).json());
    async function finished(id: number): Promise<RegisterImportJob> {
      for (let attempt = 0; attempt < 200; attempt++) {
        const job = (await registers()).imports.find((item) => item.id === id);
        if (job && (job.status === 'done' || job.status === 'failed')) return job;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`import ${id} did not finish`);
    }

    it('imports an uploaded file in the background, shows its progress and the register, audited', async () => {
      const rows = [
        'RU,1027700132195,7707083893,ПАО «Сбербанк»,Сбербанк,active,ПАО,Москва,1991-06-20',
        'RU,1027739609391,7702070139,Банк ВТБ (ПАО),ВТБ,active,ПАО,Санкт-Петербург,1990-10-17',
        'XX,1,2,Nowhere Ltd,,active,Ltd,Nowhere,2000-01-01',
      ];
      const content = Buffer.from(`${GENERIC_HEADER}\n${rows.join('\n')}\n`);
      const response = await upload(
        { auth_key: keys.admin, format: 'generic' },
        { name: '../../etc/register.csv', content },
      );
      expect(response.statusCode, response.body).toBe(200);
      const started = adminRegisterImportCall.answer.parse(response.json()).import;
      expect(started).toMatchObject({
        format: 'generic',
        file_name: 'register.csv',
        size_bytes: content.length,
      });
      expect(['queued', 'running', 'done']).toContain(started.status);
      const job = await finished(started.id);
      expect(job).toMatchObject({
        status: 'done',
        rows: 2,
        rejected: 1,
        error: null,
        started_by: { id: ids.admin },
      });
      const answer = await registers();
      expect(answer.max_upload_bytes).toBe(REGISTER_UPLOAD_MAX_BYTES);
      expect(
        answer.registers.find((r) => r.country === 'RU' && r.register === 'egrul')?.companies,
      ).toBeGreaterThanOrEqual(2);
      const [audit] = await auditRows(adminRegisterImportCall.path, started.id);
      expect(audit).toMatchObject({ actor_user_id: ids.admin, entity: 'register_import_job' });
      expect(JSON.parse(audit!.details!)).toMatchObject({
        before: {},
        after: { status: 'queued', format: 'generic', size_bytes: content.length },
      });
    });

    it('refuses a wrong type, a wrong header, an oversized file, a manager and a running import', async () => {
      const before = (await registers()).imports.length;
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0, 0]);
      expectRefused(
        await upload({ auth_key: keys.admin, format: 'generic' }, { name: 'r.csv', content: png }),
        400,
        'ImportFileTypeNotAllowed',
      );
      expectRefused(
        await upload(
          { auth_key: keys.admin, format: 'generic' },
          { name: 'r.pdf', content: Buffer.from(`${GENERIC_HEADER}\n`) },
        ),
        400,
        'ImportFileTypeNotAllowed',
      );
      expectRefused(
        await upload(
          { auth_key: keys.admin, format: 'companies-house' },
          { name: 'r.csv', content: Buffer.from(`${GENERIC_HEADER}\n`) },
        ),
        400,
        'ImportHeaderWrong',
      );
      const huge = Buffer.concat([
        Buffer.from(`${GENERIC_HEADER}\n`),
        Buffer.alloc(REGISTER_UPLOAD_MAX_BYTES, 'a'),
      ]);
      const tooLarge = await upload(
        { auth_key: keys.admin, format: 'generic' },
        { name: 'r.csv', content: huge },
      );
      expectRefused(tooLarge, 413, 'ImportFileTooLarge');
      expect(errorAnswer.parse(tooLarge.json()).args).toEqual([5]);
      expectRefused(
        await upload(
          { auth_key: keys.manager, format: 'generic' },
          { name: 'r.csv', content: Buffer.from(`${GENERIC_HEADER}\n`) },
        ),
        403,
        'AdminOnly',
      );
      expectRefused(await upload({ auth_key: keys.admin, format: 'generic' }), 400, 'FieldCannotBeEmpty');
      expect(
        errorAnswer.parse(
          (
            await upload(
              { auth_key: keys.admin, format: 'xml' },
              { name: 'r.csv', content: Buffer.from('a') },
            )
          ).json(),
        ),
      ).toMatchObject({
        error: 'FieldHasWrongValue',
        field: 'format',
      });
      expect((await registers()).imports).toHaveLength(before);

      // Another import under way on some instance (its row moved just now) blocks a new one.
      const running = await db()
        .insertInto('register_import_job')
        .values({
          format: 'generic',
          file_name: 'other.csv',
          size_bytes: 1,
          status: 'running',
          started_by: ids.admin,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const file = { name: 'r.csv', content: Buffer.from(`${GENERIC_HEADER}\n`) };
      // The database holds the rule too (migration 021): a second active job is refused.
      await expect(
        db()
          .insertInto('register_import_job')
          .values({ format: 'generic', file_name: 'third.csv', size_bytes: 1, started_by: ids.admin })
          .execute(),
      ).rejects.toThrow();
      expectRefused(
        await upload({ auth_key: keys.admin, format: 'generic' }, file),
        409,
        'ImportAlreadyRunning',
      );
      // One that has not moved for long lost its instance: it is marked failed and no longer blocks.
      await db()
        .updateTable('register_import_job')
        .set({ updated_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', running.id)
        .execute();
      const response = await upload({ auth_key: keys.admin, format: 'generic' }, file);
      expect(response.statusCode, response.body).toBe(200);
      await finished(adminRegisterImportCall.answer.parse(response.json()).import.id);
      expect((await registers()).imports.find((job) => job.id === running.id)?.status).toBe('failed');

      // Two uploads at the same moment (two connections on PostgreSQL): one starts, one is refused.
      const raced = await Promise.all([
        upload({ auth_key: keys.admin, format: 'generic' }, file),
        upload({ auth_key: keys.admin, format: 'generic' }, file),
      ]);
      expect(raced.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const started = raced.find((answer) => answer.statusCode === 200)!;
      await finished(adminRegisterImportCall.answer.parse(started.json()).import.id);
    });
  });

  it('redacts query strings, fragments and token-like path segments of links', () => {
    expect(redactLinks('a https://x.test/p?token=1 b http://x.test/#k=2 c https://x.test/plain')).toBe(
      'a https://x.test/p?… b http://x.test/#… c https://x.test/plain',
    );
  });
});
