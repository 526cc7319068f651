import { editableConfigurationSchema } from '@portal/contracts/configuration';
import { configurationLimits } from '@portal/contracts/configuration-limits';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { contractLimits } from '../../lib/contract-rules';
import { contractRule, editableFields } from './configuration-rules';

const check = (rule: ReturnType<typeof contractRule>, value: unknown) =>
  (rule as RuleObject).validator?.({} as never, value, () => {});

describe('configuration rules', () => {
  it("edit exactly the contract's editable settings", () => {
    expect([...editableFields].sort()).toEqual(Object.keys(editableConfigurationSchema.shape).sort());
  });

  it("size the inputs with the contract's own limits, without Zod", () => {
    for (const [field, max] of Object.entries(configurationLimits.maxLength)) {
      const schema = editableConfigurationSchema.shape[field as keyof typeof configurationLimits.maxLength];
      expect(contractLimits(schema).max, field).toBe(max);
    }
    expect(contractLimits(editableConfigurationSchema.shape.actionLogRetentionDays)).toMatchObject(
      configurationLimits.actionLogRetentionDays,
    );
  });

  it("check a value with the contract's rule, loaded with the first check, in the page's words", async () => {
    const rule = contractRule('privacyNoticeVersion', 'letters, digits, dots');
    await expect(check(rule, 'v 2')).rejects.toThrow('letters, digits, dots');
    await expect(check(rule, '2026-11.a')).resolves.toBeUndefined();
    await expect(check(contractRule('siteNameZh', 'a name'), 'x'.repeat(61))).rejects.toThrow('a name');
  });
});
