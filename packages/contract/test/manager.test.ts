import { describe, expect, it } from 'vitest';
import { calls } from '../src/registry.js';
import { managerUserTokenCall } from '../src/calls/manager.js';
import {
  MANAGER_CREDENTIALS_TTL_MINUTES,
  MANAGER_TOKEN_PARAM,
  MANAGER_USER_ID_PARAM,
} from '../src/constants.js';
import { fieldErrors } from '../src/errors.js';
import { isMessageKey } from '../src/messages.js';

const auth_key = 'a'.repeat(43);

function errorsOf(body: Record<string, unknown>) {
  const result = managerUserTokenCall.body.safeParse(body);
  return result.success ? [] : fieldErrors(result.error, body).map(({ field, key }) => ({ field, key }));
}

describe('manager-user-token', () => {
  it('is an extra POST call named after its path, failing with a known key', () => {
    expect(calls.managerUserToken).toBe(managerUserTokenCall);
    expect(managerUserTokenCall).toMatchObject({ method: 'POST', path: '/api/manager-user-token' });
    expect(isMessageKey(managerUserTokenCall.fallbackError)).toBe(true);
    for (const key of ['ManagerOnly', 'CannotActAsStaff']) expect(isMessageKey(key)).toBe(true);
  });

  it('reads the manager session key and the user id from a form', () => {
    expect(managerUserTokenCall.body.parse({ auth_key: ` ${auth_key} `, user_id: '42' })).toEqual({
      auth_key,
      user_id: 42,
    });
  });

  it('requires both fields and a positive whole user id', () => {
    expect(errorsOf({ user_id: '1' })).toEqual([{ field: 'auth_key', key: 'FieldCannotBeEmpty' }]);
    expect(errorsOf({ auth_key })).toEqual([{ field: 'user_id', key: 'FieldCannotBeEmpty' }]);
    for (const userId of ['0', '-3', '1.5', 'abc'])
      expect(errorsOf({ auth_key, user_id: userId })).toHaveLength(1);
  });

  it('answers the token, the user id, an ISO expiry and the link', () => {
    const answer = {
      manager_token: 'b'.repeat(43),
      user_id: 42,
      expires_at: '2026-11-21T11:25:00.000Z',
      link: `https://shop.test/?${MANAGER_TOKEN_PARAM}=${'b'.repeat(43)}&${MANAGER_USER_ID_PARAM}=42`,
    };
    expect(managerUserTokenCall.answer.parse(answer)).toEqual(answer);
    for (const broken of [
      { ...answer, link: 'not a url' },
      { ...answer, expires_at: 'in 20 minutes' },
      { ...answer, manager_token: 'short' },
      { ...answer, user_id: 0 },
    ])
      expect(managerUserTokenCall.answer.safeParse(broken).success).toBe(false);
  });

  it('keeps the link parameters and the 20-minute lifetime of spec sections 6 and 9', () => {
    expect([MANAGER_TOKEN_PARAM, MANAGER_USER_ID_PARAM]).toEqual(['manager_token', 'user_id']);
    expect(MANAGER_CREDENTIALS_TTL_MINUTES).toBe(20);
  });
});
