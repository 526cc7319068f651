import type { Profile } from '@portal/contracts/account';
import { describe, expect, it } from 'vitest';
import { profileChanges, profileToValues } from './profile-changes';

const profile: Profile = {
  account: 'ming',
  name: '王小明',
  email: 'ming@example.test',
  emailVerified: true,
  pendingEmail: null,
  mobile: '+886912345678',
  mobileVerified: true,
  pendingMobile: null,
  jobTitle: null,
  avatarUrl: null,
  language: 'zh-Hant',
};

describe('profile changes', () => {
  it('shows the mobile as people write it', () => {
    expect(profileToValues(profile)).toEqual({
      name: '王小明',
      email: 'ming@example.test',
      mobile: '0912-345-678',
      jobTitle: '',
      language: 'zh-Hant',
    });
  });

  it('sends nothing when nothing changed, however the same values are written', () => {
    const values = { ...profileToValues(profile), email: ' MING@example.test ', mobile: '+886 912 345 678' };
    expect(profileChanges(values, profile)).toEqual({});
  });

  it('sends only what changed, and an emptied mobile as an empty string', () => {
    const values = {
      ...profileToValues(profile),
      name: '王大明 ',
      mobile: '',
      jobTitle: '採購',
      language: 'en' as const,
    };
    expect(profileChanges(values, profile)).toEqual({
      name: '王大明',
      mobile: '',
      jobTitle: '採購',
      language: 'en',
    });
  });

  it('sends a new e-mail or mobile, which the server then keeps as pending', () => {
    const values = { ...profileToValues(profile), email: 'new@example.test', mobile: '0987-654-321' };
    expect(profileChanges(values, profile)).toEqual({ email: 'new@example.test', mobile: '0987-654-321' });
  });
});
