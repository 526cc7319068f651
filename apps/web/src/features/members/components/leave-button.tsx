import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLeaveVendor } from '../api/members-api';
import { ConfirmButton } from './confirm-button';

/** Leave one's own vendor, after a confirmation naming it; then on to the page for people without one. */
export function LeaveButton({ vendorName }: { vendorName: string }) {
  const { t } = useTranslation();
  const leave = useLeaveVendor();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      danger
      title={t('members.leave.title', { name: vendorName })}
      description={t('members.leave.text')}
      okText={t('members.leave.confirm')}
      onConfirm={async () => {
        await leave.mutateAsync();
        void navigate('../company-not-vendor');
      }}
      done={t('members.leave.done')}
    >
      {t('members.actions.leave')}
    </ConfirmButton>
  );
}
