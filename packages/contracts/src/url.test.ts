import { describe, expect, it } from 'vitest';
import { updateProfileInputSchema } from './account';
import { imageUrlSchema } from './url';

describe('imageUrlSchema (avatars, the logo)', () => {
  it('accepts https URLs and paths on this site', () => {
    for (const value of [
      'https://example.com/a.png',
      'https://cdn.example.com:8443/u/a.png?v=2#x',
      '/uploads/ab/cd/avatar.png',
      '/logo.svg',
    ]) {
      expect(imageUrlSchema.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses protocol-relative and other foreign or unsafe addresses', () => {
    for (const value of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/\\/evil.example/x.png',
      'http://example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://user:secret@example.com/a.png',
      'https:evil.example/x.png',
      'https:///x.png',
      '/uploads/../secrets',
      '/uploads/a b.png',
      'uploads/a.png',
    ]) {
      expect(imageUrlSchema.safeParse(value).error?.issues[0]?.message, value).toBe(
        'FIELD_INVALID_IMAGE_URL',
      );
    }
  });

  it('is what the account avatar takes (empty removes it)', () => {
    expect(updateProfileInputSchema.safeParse({ avatarUrl: '//evil.example/x.png' }).success).toBe(false);
    expect(updateProfileInputSchema.safeParse({ avatarUrl: 'http://example.com/a.png' }).success).toBe(false);
    expect(updateProfileInputSchema.parse({ avatarUrl: 'https://example.com/a.png' }).avatarUrl).toBe(
      'https://example.com/a.png',
    );
    expect(updateProfileInputSchema.parse({ avatarUrl: '' }).avatarUrl).toBe('');
  });
});
