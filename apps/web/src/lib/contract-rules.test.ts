import { updateBuyerProfileInputSchema, updateProfileInputSchema } from '@portal/contracts/account';
import { editableConfigurationSchema } from '@portal/contracts/configuration';
import { passwordSchema } from '@portal/contracts/identity-rules';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractLimits, contractRules, maxLengthOf } from './contract-rules';

describe('contractLimits', () => {
  it('reads a string’s length and pattern through optional, default, nullable and pipes', () => {
    expect(contractLimits(z.string().trim().min(3).max(64).regex(/^a+$/))).toEqual({
      kind: 'string',
      min: 3,
      max: 64,
      pattern: /^a+$/,
    });
    expect(contractLimits(z.string().max(5).optional().nullable().default(null))).toMatchObject({ max: 5 });
    const typedThenNormalised = z
      .string()
      .max(20)
      .transform((value) => value.trim())
      .pipe(z.string().regex(/^\d+$/));
    expect(contractLimits(typedThenNormalised)).toEqual({ kind: 'string', max: 20 });
    expect(contractLimits(z.string().length(8))).toMatchObject({ min: 8, max: 8 });
  });

  it('reads the contract’s own schemas', () => {
    expect(contractLimits(passwordSchema)).toMatchObject({ min: 8, max: 128 });
    expect(maxLengthOf(updateProfileInputSchema.shape.jobTitle)).toBe(100);
    expect(contractLimits(editableConfigurationSchema.shape.actionLogRetentionDays)).toMatchObject({
      kind: 'number',
      min: 30,
      max: 3650,
    });
  });

  it('takes the limiting side of "a value or nothing" unions', () => {
    expect(contractLimits(z.union([z.string().max(30), z.literal('')]))).toMatchObject({ max: 30 });
    expect(contractLimits(z.union([z.string().max(3), z.number()])).max).toBeUndefined();
  });

  it('reads numbers’ exclusive bounds and arrays’ counts and element', () => {
    expect(contractLimits(z.number().gt(0).lt(10))).toMatchObject({ min: 1, max: 9 });
    const interests = contractLimits(updateBuyerProfileInputSchema.shape.interests);
    expect(interests).toMatchObject({ kind: 'array', max: 30 });
    expect(interests.element && contractLimits(interests.element)).toMatchObject({ min: 1, max: 50 });
  });

  it('has nothing to say about a schema without limits', () => {
    expect(contractLimits(z.boolean())).toEqual({ kind: 'other' });
    expect(maxLengthOf(z.number().max(3))).toBeUndefined();
  });
});

describe('contractRules', () => {
  it('turns lengths into antd rules, with the given messages', () => {
    expect(
      contractRules(passwordSchema, { tooShort: (min) => `min ${min}`, tooLong: (max) => `max ${max}` }),
    ).toEqual([
      { type: 'string', min: 8, message: 'min 8' },
      { type: 'string', max: 128, message: 'max 128' },
    ]);
  });

  it('leaves a string’s "at least one character" to the required rule, and antd’s message when none is given', () => {
    expect(contractRules(z.string().trim().min(1).max(100))).toEqual([{ type: 'string', max: 100 }]);
  });

  it('checks an array’s count and each element', () => {
    expect(
      contractRules(z.array(z.string().min(1).max(50)).min(1).max(30), {
        tooShort: () => 'pick one',
        element: { tooLong: (max) => `each at most ${max}` },
      }),
    ).toEqual([
      { type: 'array', min: 1, message: 'pick one' },
      { type: 'array', max: 30 },
      { type: 'array', defaultField: { type: 'string', max: 50, message: 'each at most 50' } },
    ]);
  });

  it('checks a number’s range and a string’s pattern', () => {
    expect(contractRules(z.number().int().min(0).max(9))).toEqual([
      { type: 'number', min: 0 },
      { type: 'number', max: 9 },
    ]);
    expect(contractRules(z.string().regex(/^x$/), { pattern: 'bad' })).toEqual([
      { pattern: /^x$/, message: 'bad' },
    ]);
  });
});
