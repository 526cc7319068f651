import type { Rule, RuleObject } from 'antd/es/form';
import type { z } from 'zod';

/**
 * The limits a contract schema puts on what is typed: a string's or an array's length, a number's
 * range, a string's pattern. Forms take them from here, so the web app and the server apply the same
 * numbers (the server stays the authority).
 */
export interface ContractLimits {
  kind: 'string' | 'number' | 'array' | 'other';
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** An array's element, when the schema is an array. */
  element?: z.core.$ZodType;
}

type Def = z.core.$ZodTypeDef & {
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  element?: z.core.$ZodType;
  checks?: z.core.$ZodCheck[];
};

// Wrappers whose inner schema holds the limits: optional, nullable, default… and a pipe's input side
// (what the person types, before the contract's transforms).
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as Def;
  if (wrappers.has(def.type) && def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  if (def.type === 'union' && def.options) {
    // `z.union([rule, z.literal('')])` (a value or nothing): the rule is the one that limits.
    const ruled = def.options.filter((option) => unwrap(option)._zod.def.type !== 'literal');
    if (ruled.length === 1 && ruled[0]) return unwrap(ruled[0]);
  }
  return schema;
}

const kinds: Record<string, ContractLimits['kind']> = { string: 'string', number: 'number', array: 'array' };

/** Reads the limits of a Zod schema from its checks (min / max length, range, regex). */
export function contractLimits(schema: z.core.$ZodType): ContractLimits {
  const inner = unwrap(schema);
  const def = inner._zod.def as Def;
  const limits: ContractLimits = { kind: kinds[def.type] ?? 'other' };
  if (def.type === 'array' && def.element) limits.element = def.element;
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def as z.core.$ZodCheckDef & Record<string, unknown>;
    switch (checkDef.check) {
      case 'min_length':
        limits.min = checkDef.minimum as number;
        break;
      case 'max_length':
        limits.max = checkDef.maximum as number;
        break;
      case 'length_equals':
        limits.min = checkDef.length as number;
        limits.max = checkDef.length as number;
        break;
      case 'greater_than':
        limits.min = Number(checkDef.value) + (checkDef.inclusive ? 0 : 1);
        break;
      case 'less_than':
        limits.max = Number(checkDef.value) - (checkDef.inclusive ? 0 : 1);
        break;
      case 'string_format':
        if (checkDef.format === 'regex') limits.pattern = checkDef.pattern as RegExp;
        break;
    }
  }
  return limits;
}

/** The `maxLength` of the input holding this field (undefined when the contract sets none). */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const limits = contractLimits(schema);
  return limits.kind === 'string' ? limits.max : undefined;
}

export interface ContractRuleMessages {
  /** Shown when the value is shorter (fewer items, smaller) than the contract allows. */
  tooShort?: (min: number) => string;
  /** Shown when the value is longer (more items, larger) than the contract allows. */
  tooLong?: (max: number) => string;
  /** Shown when a string does not match the contract's pattern. */
  pattern?: string;
  /** For arrays: the messages of each element's own limits. */
  element?: Omit<ContractRuleMessages, 'element'>;
}

const ruleTypes = { string: 'string', number: 'number', array: 'array' } as const;

function limitRules(limits: ContractLimits, messages: ContractRuleMessages): RuleObject[] {
  const type = limits.kind === 'other' ? undefined : ruleTypes[limits.kind];
  const rules: RuleObject[] = [];
  // A string's minimum of 1 is "filled in", which the form's `required` rule says in its own words.
  if (limits.min !== undefined && !(limits.kind === 'string' && limits.min <= 1)) {
    rules.push({ type, min: limits.min, message: messages.tooShort?.(limits.min) });
  }
  if (limits.max !== undefined)
    rules.push({ type, max: limits.max, message: messages.tooLong?.(limits.max) });
  if (limits.pattern) rules.push({ pattern: limits.pattern, message: messages.pattern });
  if (limits.element) {
    const elementRules = limitRules(contractLimits(limits.element), messages.element ?? {});
    for (const defaultField of elementRules) rules.push({ type: 'array', defaultField });
  }
  // Without a message of its own, antd's (translated by its locale) says what is wrong.
  return rules.map((rule) => (rule.message === undefined ? withoutMessage(rule) : rule));
}

function withoutMessage(rule: RuleObject): RuleObject {
  const { message: _message, ...rest } = rule;
  return rest;
}

/**
 * antd Form rules for the limits of a contract schema field, e.g.
 * `rules={[{ required: true }, ...contractRules(profileSchema.shape.name)]}`.
 */
export function contractRules(schema: z.core.$ZodType, messages: ContractRuleMessages = {}): Rule[] {
  return limitRules(contractLimits(schema), messages);
}
