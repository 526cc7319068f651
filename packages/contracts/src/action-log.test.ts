import { describe, expect, it } from 'vitest';
import { entityTypeSchema, entityTypes, entityTypeText } from './action-log';

describe('entity types of the action log', () => {
  it('names each kind in both languages', () => {
    for (const type of entityTypes) {
      expect(entityTypeText(type, 'zh-Hant')).not.toBe(type);
      expect(entityTypeText(type, 'en')).not.toBe(type);
    }
    expect(entityTypeText('vendor-application', 'zh-Hant')).toBe('供應商申請');
    expect(entityTypeText('registry-check', 'en')).toBe('Company registry check');
  });

  it('shows a kind it does not know (an entry of an older version) as stored', () => {
    expect(entityTypeText('retired-kind', 'en')).toBe('retired-kind');
    expect(entityTypeText('constructor', 'en')).toBe('constructor');
  });

  it('accepts only the known kinds in its schema', () => {
    expect(entityTypeSchema.safeParse('social-identity').success).toBe(true);
    expect(entityTypeSchema.safeParse('something').success).toBe(false);
  });
});
