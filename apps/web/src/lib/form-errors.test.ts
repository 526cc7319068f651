import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { hasErrorCode, splitApiError } from './form-errors';

const failure = (...errors: { code: string; message: string; field?: string }[]) =>
  new ApiError(400, errors, 'r1');

describe('splitApiError', () => {
  it('puts errors that name a field of the form on that field, the rest on the form', () => {
    const split = splitApiError(
      failure(
        { code: 'ACCOUNT_TAKEN', message: '此帳號已被使用。', field: 'account' },
        { code: 'FIELD_TOO_SHORT', message: '太短', field: 'password' },
        { code: 'FIELD_TOO_LONG', message: '太長', field: 'password' },
        { code: 'TICKET_INVALID', message: '此步驟已失效', field: 'ticket' },
        { code: 'RATE_LIMITED', message: '太頻繁' },
      ),
      ['account', 'password'],
    );
    expect(split.fields).toEqual([
      { name: 'account', errors: ['此帳號已被使用。'] },
      { name: 'password', errors: ['太短', '太長'] },
    ]);
    expect(split.general).toEqual(['此步驟已失效', '太頻繁']);
    expect(split.codes).toEqual([
      'ACCOUNT_TAKEN',
      'FIELD_TOO_SHORT',
      'FIELD_TOO_LONG',
      'TICKET_INVALID',
      'RATE_LIMITED',
    ]);
  });

  it('maps the API’s field names and codes without a field onto the form’s fields', () => {
    const mapping = {
      aliases: { LoginIp: 'captchaAnswer' },
      codeFields: { PASSWORD_INCORRECT: 'currentPassword' },
    };
    const split = splitApiError(
      failure(
        { code: 'CAPTCHA_INVALID', message: '驗證碼錯誤', field: 'LoginIp' },
        { code: 'PASSWORD_INCORRECT', message: '目前的密碼不正確。' },
      ),
      ['captchaAnswer', 'currentPassword'],
      mapping,
    );
    expect(split.fields).toEqual([
      { name: 'captchaAnswer', errors: ['驗證碼錯誤'] },
      { name: 'currentPassword', errors: ['目前的密碼不正確。'] },
    ]);
    expect(split.general).toEqual([]);
  });

  it('lands an item of a list field (interests.2) on the list', () => {
    const split = splitApiError(failure({ code: 'FIELD_TOO_LONG', message: '太長', field: 'interests.2' }), [
      'interests',
    ]);
    expect(split.fields).toEqual([{ name: 'interests', errors: ['太長'] }]);
  });

  it('turns anything that is not an API error into one form-level message', () => {
    const split = splitApiError(new TypeError('boom'), ['account']);
    expect(split.fields).toEqual([]);
    expect(split.general).toEqual(['操作未完成，請稍後再試。']);
  });
});

describe('hasErrorCode', () => {
  it('tells whether a failure carries one of the codes', () => {
    const error = failure({ code: 'TICKET_INVALID', message: 'x', field: 'ticket' });
    expect(hasErrorCode(error, 'TICKET_INVALID')).toBe(true);
    expect(hasErrorCode(error, 'CODE_EXPIRED', 'CODE_INVALID')).toBe(false);
    expect(hasErrorCode(new Error('x'), 'TICKET_INVALID')).toBe(false);
  });
});
