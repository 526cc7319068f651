import type { MyApplications } from '@portal/contracts/vendor-application';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusTag } from './company-tags';
import { DateTime } from './date-time';

/** Earlier applications (or upgrade requests): name, when, how it ended and, if rejected, why. */
export function ApplicationHistory({ items }: { items: MyApplications['history'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <ul className="company-history">
      {items.map((item) => (
        <li key={item.auditID}>
          <span style={{ color: token.colorTextDescription }}>
            <DateTime value={item.createdTime} />
          </span>
          <span>{item.displayName}</span>
          <ApplicationStatusTag status={item.status} />
          {item.rejectReason && (
            <span>
              {t('company.application.rejectReason')}: {item.rejectReason}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
