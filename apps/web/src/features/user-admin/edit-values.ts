import type { Language } from '@portal/contracts/i18n';
import { normalizeTaiwanMobile } from '@portal/contracts/taiwan-mobile';
import type { AdminUser, UpdateUserInput } from '@portal/contracts/user-admin';
import { mobileText } from './user-display';

/** The profile part of the administrator's edit form. */
export interface AdminProfileValues {
  name: string;
  email: string;
  mobile: string;
  jobTitle: string;
  language: Language;
}

export function adminProfileValues(user: AdminUser): AdminProfileValues {
  return {
    name: user.name,
    email: user.email ?? '',
    mobile: user.mobile ? mobileText(user.mobile) : '',
    jobTitle: user.jobTitle ?? '',
    language: user.language,
  };
}

/**
 * The fields that changed, for `PUT /Users` (fields left out stay). An e-mail is compared as the server
 * stores it (lower case, NFKC), a mobile in E.164, so retyping the same number is no change; an emptied
 * mobile or job title is sent as `''`, which clears it.
 */
export function adminProfileChanges(
  values: AdminProfileValues,
  user: AdminUser,
): Omit<UpdateUserInput, 'id'> {
  const changes: Omit<UpdateUserInput, 'id'> = {};
  const name = values.name.trim();
  if (name !== user.name) changes.name = name;
  const email = values.email.trim();
  if (email && email.normalize('NFKC').toLowerCase() !== (user.email ?? '')) changes.email = email;
  const mobile = values.mobile.trim();
  if ((mobile ? normalizeTaiwanMobile(mobile) : null) !== user.mobile) changes.mobile = mobile;
  const jobTitle = values.jobTitle.trim();
  if (jobTitle !== (user.jobTitle ?? '')) changes.jobTitle = jobTitle;
  if (values.language !== user.language) changes.language = values.language;
  return changes;
}
