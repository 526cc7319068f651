import { describe, expect, it } from 'vitest';
import { type AttributeRule, checkAttributeValues, maxAttributeTextLength } from './product-attribute-values';

const red = '01900000-0000-7000-8000-000000000001';
const blue = '01900000-0000-7000-8000-000000000002';
const green = '01900000-0000-7000-8000-000000000003';

const material: AttributeRule = {
  id: 'a-text',
  type: 'text',
  isRequired: false,
  unitZh: '',
  unitEn: '',
  choiceIds: [],
};
const weight: AttributeRule = {
  id: 'a-number',
  type: 'number',
  isRequired: true,
  unitZh: '公斤',
  unitEn: 'kg',
  choiceIds: [],
};
const colour: AttributeRule = {
  id: 'a-single',
  type: 'single',
  isRequired: false,
  unitZh: '',
  unitEn: '',
  choiceIds: [red, blue],
};
const finishes: AttributeRule = {
  id: 'a-multiple',
  type: 'multiple',
  isRequired: false,
  unitZh: '',
  unitEn: '',
  choiceIds: [red, blue, green],
};
const certified: AttributeRule = {
  id: 'a-boolean',
  type: 'boolean',
  isRequired: true,
  unitZh: '',
  unitEn: '',
  choiceIds: [],
};
const all = [material, weight, colour, finishes, certified];

const issuesOf = (sent: { attributeId: string; value: unknown }[], rules = all) => {
  const result = checkAttributeValues(rules, sent);
  return result.ok ? [] : result.issues;
};

describe('checkAttributeValues', () => {
  it('accepts a value of every type and returns it in the shape its type stores', () => {
    const result = checkAttributeValues(all, [
      { attributeId: 'a-text', value: '  不鏽鋼 ' },
      { attributeId: 'a-number', value: 12.5 },
      { attributeId: 'a-single', value: blue },
      { attributeId: 'a-multiple', value: [green, red] },
      { attributeId: 'a-boolean', value: false },
    ]);
    expect(result).toEqual({
      ok: true,
      values: [
        { attributeId: 'a-text', type: 'text', text: '不鏽鋼' },
        { attributeId: 'a-number', type: 'number', number: 12.5, unitZh: '公斤', unitEn: 'kg' },
        { attributeId: 'a-single', type: 'single', choiceIds: [blue] },
        // In the attribute's order of choices, not the order picked.
        { attributeId: 'a-multiple', type: 'multiple', choiceIds: [red, green] },
        { attributeId: 'a-boolean', type: 'boolean', boolean: false },
      ],
    });
  });

  it('refuses a value of the wrong type for each type', () => {
    const issues = issuesOf([
      { attributeId: 'a-text', value: 42 },
      { attributeId: 'a-number', value: '12' },
      { attributeId: 'a-single', value: [red] },
      { attributeId: 'a-multiple', value: red },
      { attributeId: 'a-boolean', value: 'yes' },
    ]);
    expect(issues).toEqual([
      { attributeId: 'a-text', code: 'ATTRIBUTE_VALUE_WRONG_TYPE' },
      { attributeId: 'a-number', code: 'ATTRIBUTE_VALUE_WRONG_TYPE' },
      { attributeId: 'a-single', code: 'ATTRIBUTE_VALUE_WRONG_TYPE' },
      { attributeId: 'a-multiple', code: 'ATTRIBUTE_VALUE_WRONG_TYPE' },
      { attributeId: 'a-boolean', code: 'ATTRIBUTE_VALUE_WRONG_TYPE' },
    ]);
  });

  it('takes a number in the attribute unit only: text with a unit, NaN and infinity are refused', () => {
    for (const value of ['5 kg', '5', Number.NaN, Number.POSITIVE_INFINITY, { amount: 5, unit: 'kg' }]) {
      expect(issuesOf([{ attributeId: 'a-number', value }], [weight])).toEqual([
        { attributeId: 'a-number', code: 'ATTRIBUTE_VALUE_WRONG_TYPE' },
      ]);
    }
    expect(checkAttributeValues([weight], [{ attributeId: 'a-number', value: -0.25 }])).toEqual({
      ok: true,
      values: [{ attributeId: 'a-number', type: 'number', number: -0.25, unitZh: '公斤', unitEn: 'kg' }],
    });
  });

  it('refuses a choice the attribute does not have, alone or among known ones', () => {
    const stranger = '01900000-0000-7000-8000-0000000000ff';
    expect(
      issuesOf([
        { attributeId: 'a-single', value: stranger },
        { attributeId: 'a-multiple', value: [red, stranger] },
        // A choice of another attribute is unknown here too.
        { attributeId: 'a-number', value: 1 },
        { attributeId: 'a-boolean', value: true },
      ]),
    ).toEqual([
      { attributeId: 'a-single', code: 'ATTRIBUTE_CHOICE_UNKNOWN' },
      { attributeId: 'a-multiple', code: 'ATTRIBUTE_CHOICE_UNKNOWN' },
    ]);
    expect(issuesOf([{ attributeId: 'a-single', value: green }], [colour])).toEqual([
      { attributeId: 'a-single', code: 'ATTRIBUTE_CHOICE_UNKNOWN' },
    ]);
  });

  it('refuses a multiple choice naming the same choice twice', () => {
    expect(issuesOf([{ attributeId: 'a-multiple', value: [red, blue, red] }], [finishes])).toEqual([
      { attributeId: 'a-multiple', code: 'ATTRIBUTE_CHOICE_DUPLICATE' },
    ]);
  });

  it('reports every required attribute left out or left empty, and drops empty optional ones', () => {
    expect(
      issuesOf([
        { attributeId: 'a-text', value: '   ' },
        { attributeId: 'a-number', value: null },
        { attributeId: 'a-multiple', value: [] },
      ]),
    ).toEqual([
      { attributeId: 'a-number', code: 'ATTRIBUTE_VALUE_REQUIRED' },
      { attributeId: 'a-boolean', code: 'ATTRIBUTE_VALUE_REQUIRED' },
    ]);
    expect(
      checkAttributeValues(all, [
        { attributeId: 'a-text', value: '' },
        { attributeId: 'a-number', value: 0 },
        { attributeId: 'a-boolean', value: false },
      ]),
    ).toMatchObject({ ok: true, values: [{ attributeId: 'a-number' }, { attributeId: 'a-boolean' }] });
  });

  it('reports a required attribute with a refused value once, as refused rather than missing', () => {
    expect(issuesOf([{ attributeId: 'a-number', value: 'heavy' }], [weight])).toEqual([
      { attributeId: 'a-number', code: 'ATTRIBUTE_VALUE_WRONG_TYPE' },
    ]);
  });

  it('refuses an attribute that does not apply to the category, and the same attribute twice', () => {
    expect(
      issuesOf(
        [
          { attributeId: 'a-elsewhere', value: 'x' },
          { attributeId: 'a-text', value: '鋁' },
          { attributeId: 'a-text', value: '鐵' },
        ],
        [material],
      ),
    ).toEqual([
      { attributeId: 'a-elsewhere', code: 'ATTRIBUTE_NOT_APPLICABLE' },
      { attributeId: 'a-text', code: 'ATTRIBUTE_VALUE_REPEATED' },
    ]);
  });

  it('refuses text past the longest length and too many choices', () => {
    expect(
      issuesOf([{ attributeId: 'a-text', value: '字'.repeat(maxAttributeTextLength + 1) }], [material]),
    ).toEqual([{ attributeId: 'a-text', code: 'ATTRIBUTE_VALUE_TOO_LONG' }]);
    expect(
      checkAttributeValues(
        [material],
        [{ attributeId: 'a-text', value: '字'.repeat(maxAttributeTextLength) }],
      ).ok,
    ).toBe(true);
    const many = Array.from({ length: 51 }, (_, i) => `choice-${i}`);
    expect(
      issuesOf([{ attributeId: 'a-multiple', value: many }], [{ ...finishes, choiceIds: many }]),
    ).toEqual([{ attributeId: 'a-multiple', code: 'ATTRIBUTE_VALUE_TOO_LONG' }]);
  });

  it('accepts no values when nothing is required', () => {
    expect(checkAttributeValues([material, colour], [])).toEqual({ ok: true, values: [] });
  });
});
