import {
  userYurlitsaCall,
  userYurlitsoAddCall,
  userYurlitsoDeleteCall,
  userYurlitsoUpdateCall,
  userYurlitsoUseCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrepreneurRequisites, organisationRequisites, signedInCustomer } from '../helpers/account.js';
import { createSession } from '../helpers/factories.js';
import { solvedToken } from '../helpers/human-check.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())('legal entities on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });
  const db = () => t.database.handle.db;

  const add = async (authKey: string, fields: object = organisationRequisites) =>
    callOk(t.app, userYurlitsoAddCall, { auth_key: authKey, ...fields, token: await solvedToken(t.app) });
  const list = async (authKey: string, page = 1, pagesize = 10) =>
    (await callOk(t.app, userYurlitsaCall, { auth_key: authKey, pagesize }, { page })).yourlitsa;
  const rowsOf = (userId: number) =>
    db().selectFrom('legal_entity').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('adds entities: the first becomes the default, the id comes from the server', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const first = await add(authKey);
    const second = await add(authKey, entrepreneurRequisites);
    expect(second.id).toBeGreaterThan(first.id);

    const listed = await list(authKey);
    expect(listed.count).toBe(2);
    expect(listed.page).toBe(1);
    expect(listed.list).toEqual([
      { id: first.id, ...organisationRequisites, default_use: true },
      { id: second.id, ...entrepreneurRequisites, kpp: '', default_use: false },
    ]);
    expect((await rowsOf(user.id)).map((row) => row.is_default)).toEqual([1, 0]);
  });

  it('pages the list', async () => {
    const { authKey } = await signedInCustomer(db());
    for (let index = 0; index < 3; index++)
      await add(authKey, { ...organisationRequisites, name: `Org ${index}` });
    const second = await list(authKey, 2, 2);
    expect(second).toMatchObject({ count: 3, page: 2 });
    expect(second.list.map((entity) => entity.name)).toEqual(['Org 2']);
    expect((await list(authKey, 5, 2)).list).toEqual([]);
  });

  it('switches the default and keeps exactly one', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const first = await add(authKey);
    const second = await add(authKey, entrepreneurRequisites);
    await callOk(t.app, userYurlitsoUseCall, { auth_key: authKey }, { id: second.id });
    expect((await rowsOf(user.id)).map((row) => [row.id, row.is_default])).toEqual([
      [first.id, 0],
      [second.id, 1],
    ]);
    await callOk(t.app, userYurlitsoUseCall, { auth_key: authKey }, { id: second.id });
    expect((await rowsOf(user.id)).filter((row) => row.is_default === 1)).toHaveLength(1);
  });

  it('deleting the default promotes the oldest remaining; deleting the last leaves none', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const first = await add(authKey);
    const second = await add(authKey, entrepreneurRequisites);
    const third = await add(authKey, { ...organisationRequisites, name: 'Третья' });
    await callOk(t.app, userYurlitsoUseCall, { auth_key: authKey }, { id: third.id });

    await callOk(t.app, userYurlitsoDeleteCall, { auth_key: authKey }, { id: third.id });
    expect((await rowsOf(user.id)).map((row) => [row.id, row.is_default])).toEqual([
      [first.id, 1],
      [second.id, 0],
    ]);
    await callOk(t.app, userYurlitsoDeleteCall, { auth_key: authKey }, { id: second.id });
    expect((await rowsOf(user.id)).map((row) => [row.id, row.is_default])).toEqual([[first.id, 1]]);
    await callOk(t.app, userYurlitsoDeleteCall, { auth_key: authKey }, { id: first.id });
    expect(await rowsOf(user.id)).toEqual([]);

    const again = await add(authKey, entrepreneurRequisites);
    expect((await list(authKey)).list).toEqual([
      { id: again.id, ...entrepreneurRequisites, kpp: '', default_use: true },
    ]);
  });

  it('updates the requisites and keeps the default flag', async () => {
    const { authKey } = await signedInCustomer(db());
    const { id } = await add(authKey);
    await callOk(
      t.app,
      userYurlitsoUpdateCall,
      { auth_key: authKey, ...entrepreneurRequisites, token: await solvedToken(t.app) },
      { id },
    );
    expect((await list(authKey)).list).toEqual([
      { id, ...entrepreneurRequisites, kpp: '', default_use: true },
    ]);
  });

  it.each([
    ['inn', { inn: '7707083894' }, 'InnIsInvalid'],
    ['inn', { inn: '77070838' }, 'InnIsInvalid'],
    ['ogrn', { ogrn: '1027700132196' }, 'OgrnIsInvalid'],
    ['ogrn', { ogrn: '304500116000157' }, 'OgrnIsInvalid'],
    ['kpp', { kpp: '77360100' }, 'KppIsInvalid'],
    ['kpp', { kpp: '' }, 'FieldCannotBeEmpty'],
    ['bik', { bik: '144525225' }, 'BikIsInvalid'],
    ['rasch_sch', { rasch_sch: '4070281093800000000' }, 'AccountIsInvalid'],
    ['rasch_sch', { rasch_sch: '40702810038000000001' }, 'AccountIsInvalid'],
    ['name', { name: '' }, 'FieldCannotBeEmpty'],
    ['bank', { bank: '' }, 'FieldCannotBeEmpty'],
    ['yur_address', { yur_address: '' }, 'FieldCannotBeEmpty'],
  ])('refuses an invalid %s (%j) with %s and stores nothing', async (field, change, key) => {
    const { user, authKey } = await signedInCustomer(db());
    const response = await post(t.app, userYurlitsoAddCall.path, {
      auth_key: authKey,
      ...organisationRequisites,
      ...change,
      token: await solvedToken(t.app),
    });
    expectError(response, 400, { error: key, field });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses writes without a solved human check', async () => {
    const { user, authKey } = await signedInCustomer(db());
    expectError(
      await post(t.app, userYurlitsoAddCall.path, {
        auth_key: authKey,
        ...organisationRequisites,
        token: 'x',
      }),
      400,
    );
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('answers 401 IncorrectToken for unknown, expired and revoked keys', async () => {
    const { user } = await signedInCustomer(db());
    const expired = await createSession(db(), user.id, { expiresInMs: -1000 });
    const revoked = await createSession(db(), user.id, { revoked: true });
    for (const authKey of ['not-a-session', expired, revoked]) {
      expectError(await post(t.app, userYurlitsaCall.path, { auth_key: authKey }), 401, {
        error: 'IncorrectToken',
      });
      expectError(
        await post(t.app, userYurlitsoAddCall.path, {
          auth_key: authKey,
          ...organisationRequisites,
          token: await solvedToken(t.app),
        }),
        401,
        { error: 'IncorrectToken' },
      );
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("authorization matrix: user B on each of user A's ids gets 404 and nothing changes", async () => {
    const a = await signedInCustomer(db());
    const b = await signedInCustomer(db());
    const first = await add(a.authKey);
    const second = await add(a.authKey, entrepreneurRequisites);
    await add(b.authKey);
    const before = await rowsOf(a.user.id);

    for (const id of [first.id, second.id]) {
      expectError(
        await post(
          t.app,
          userYurlitsoUpdateCall.path,
          { auth_key: b.authKey, ...entrepreneurRequisites, name: 'Взлом', token: await solvedToken(t.app) },
          { id },
        ),
        404,
        { error: 'NotFound' },
      );
      expectError(await post(t.app, userYurlitsoUseCall.path, { auth_key: b.authKey }, { id }), 404, {
        error: 'NotFound',
      });
      expectError(await post(t.app, userYurlitsoDeleteCall.path, { auth_key: b.authKey }, { id }), 404, {
        error: 'NotFound',
      });
    }
    expect(await rowsOf(a.user.id)).toEqual(before);
    expect((await list(b.authKey)).list.map((entity) => entity.id)).not.toContain(first.id);
    expect((await list(b.authKey)).count).toBe(1);
  });

  it('an id that does not exist is 404 on update, use and delete', async () => {
    const { authKey } = await signedInCustomer(db());
    const id = 2_000_000_000;
    expectError(
      await post(
        t.app,
        userYurlitsoUpdateCall.path,
        { auth_key: authKey, ...organisationRequisites, token: await solvedToken(t.app) },
        { id },
      ),
      404,
      { error: 'NotFound' },
    );
    expectError(await post(t.app, userYurlitsoUseCall.path, { auth_key: authKey }, { id }), 404, {
      error: 'NotFound',
    });
    expectError(await post(t.app, userYurlitsoDeleteCall.path, { auth_key: authKey }, { id }), 404, {
      error: 'NotFound',
    });
  });

  it('parallel first adds and parallel switches still leave exactly one default', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const tokens = await Promise.all(Array.from({ length: 5 }, () => solvedToken(t.app)));
    const responses = await Promise.all(
      tokens.map((token, index) =>
        post(t.app, userYurlitsoAddCall.path, {
          auth_key: authKey,
          ...organisationRequisites,
          name: `Параллельная ${index}`,
          token,
        }),
      ),
    );
    expect(responses.map((response) => `${response.statusCode} ${response.body}`)).toEqual(
      responses.map((response) => `200 ${response.body}`),
    );
    const added = await rowsOf(user.id);
    expect(added).toHaveLength(5);
    expect(added.filter((row) => row.is_default === 1)).toHaveLength(1);

    const switches = await Promise.all(
      added.map((row) => post(t.app, userYurlitsoUseCall.path, { auth_key: authKey }, { id: row.id })),
    );
    expect(switches.map((response) => `${response.statusCode} ${response.body}`)).toEqual(
      switches.map(() => '200 {"success":true}'),
    );
    expect((await rowsOf(user.id)).filter((row) => row.is_default === 1)).toHaveLength(1);
  });

  it('parallel deletes and switches never leave the remaining entities without a default', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const ids: number[] = [];
    for (let index = 0; index < 6; index++)
      ids.push((await add(authKey, { ...organisationRequisites, name: `E${index}` })).id);
    const [first, second, third, fourth, fifth] = ids as [number, number, number, number, number];
    const responses = await Promise.all([
      post(t.app, userYurlitsoDeleteCall.path, { auth_key: authKey }, { id: first }),
      post(t.app, userYurlitsoDeleteCall.path, { auth_key: authKey }, { id: second }),
      post(t.app, userYurlitsoUseCall.path, { auth_key: authKey }, { id: third }),
      post(t.app, userYurlitsoDeleteCall.path, { auth_key: authKey }, { id: third }),
      post(t.app, userYurlitsoUseCall.path, { auth_key: authKey }, { id: fourth }),
      post(t.app, userYurlitsoDeleteCall.path, { auth_key: authKey }, { id: fifth }),
    ]);
    for (const response of responses) expect([200, 404], response.body).toContain(response.statusCode);
    const remaining = await rowsOf(user.id);
    expect(remaining.length).toBeGreaterThan(0);
    expect(remaining.filter((row) => row.is_default === 1)).toHaveLength(1);
  });
});
