import type { Profile, UpdateProfileInput } from '@portal/contracts/account';
import { normalizeTaiwanMobile } from '@portal/contracts/taiwan-mobile';
import { displayMobile } from '../../lib/display-mobile';

export interface ProfileValues {
  name: string;
  email: string;
  mobile: string;
  jobTitle: string;
  language: Profile['language'];
}

/** The form's values for a profile (the mobile as people write it). */
export function profileToValues(profile: Profile): ProfileValues {
  return {
    name: profile.name,
    email: profile.email ?? '',
    mobile: profile.mobile ? displayMobile(profile.mobile) : '',
    jobTitle: profile.jobTitle ?? '',
    language: profile.language,
  };
}

/**
 * Only what changed, so that saving a new name does not send the e-mail again (a sent e-mail or mobile
 * becomes a pending change with a new code). An emptied mobile is sent as '' to remove it.
 */
export function profileChanges(values: ProfileValues, profile: Profile): UpdateProfileInput {
  const changes: UpdateProfileInput = {};
  const name = values.name.trim();
  if (name !== profile.name) changes.name = name;
  const email = values.email.trim();
  if (email && email.normalize('NFKC').toLowerCase() !== (profile.email ?? '').toLowerCase()) {
    changes.email = email;
  }
  const mobile = values.mobile.trim();
  const mobileE164 = mobile ? (normalizeTaiwanMobile(mobile) ?? mobile) : '';
  if (mobileE164 !== (profile.mobile ?? '')) changes.mobile = mobile;
  const jobTitle = values.jobTitle.trim();
  if (jobTitle !== (profile.jobTitle ?? '')) changes.jobTitle = jobTitle;
  if (values.language !== profile.language) changes.language = values.language;
  return changes;
}
