import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import type { Application } from '@portal/contracts/vendor-application';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorCode, splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { auditQueryKey, useDecideAudit } from '../api/audits';
import { RejectModal } from './reject-modal';

/**
 * Accept (after a confirmation saying what it does) or reject (with a reason) a pending application.
 * A decided one shows how it was decided instead of the buttons. Refusals (the staff member's own
 * application, one decided meanwhile, a UBN registered meanwhile) show in the server's words.
 */
export function DecisionPanel({
  application,
  companyName,
}: {
  application: Application;
  companyName: string;
}) {
  const { t } = useTranslation();
  const decide = useDecideAudit();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { auditID } = application;

  /** Shows a refusal; one saying the application changed meanwhile also fetches it again. */
  const showRefusal = (failure: unknown) => {
    setError(splitApiError(failure, []).general.join(' '));
    if (hasErrorCode(failure, 'APPLICATION_NOT_PENDING', 'VENDOR_ALREADY_EXISTS')) {
      void queryClient.invalidateQueries({ queryKey: auditQueryKey(auditID) });
    }
  };

  const accept = async () => {
    setError(null);
    try {
      await decide.mutateAsync({ auditID, isAccepted: true });
      toast.info(t('vendorAudit.decision.accepted', { name: companyName }));
    } catch (failure) {
      showRefusal(failure);
    } finally {
      setDialog(null);
    }
  };

  const reject = async (rejectReason: string) => {
    setError(null);
    try {
      await decide.mutateAsync({ auditID, isAccepted: false, rejectReason });
    } catch (failure) {
      // A reason problem stays in the dialog, on its field; anything else closes it and shows here.
      if (!hasErrorCode(failure, 'REJECT_REASON_REQUIRED')) {
        showRefusal(failure);
        setDialog(null);
      }
      throw failure;
    }
    setDialog(null);
    toast.info(t('vendorAudit.decision.rejected', { name: companyName }));
  };

  const errorAlert = error && (
    <Alert type="error" showIcon role="alert" title={error} className="audit-alert" />
  );

  if (application.status !== 'pending') {
    const status = t(`vendorAudit.statuses.${application.status}`);
    return (
      <>
        {errorAlert}
        <Typography.Paragraph>
          {application.status === 'withdrawn'
            ? t('vendorAudit.decision.withdrawn')
            : t('vendorAudit.decision.decided', { status })}
        </Typography.Paragraph>
      </>
    );
  }

  return (
    <>
      {errorAlert}
      <Typography.Paragraph type="secondary">{t('vendorAudit.decision.hint')}</Typography.Paragraph>
      <Flex wrap gap="small">
        <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => setDialog('accept')}>
          {t('vendorAudit.decision.accept')}
        </Button>
        <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => setDialog('reject')}>
          {t('vendorAudit.decision.reject')}
        </Button>
      </Flex>
      <Modal
        open={dialog === 'accept'}
        title={t('vendorAudit.decision.acceptTitle')}
        okText={t('vendorAudit.decision.acceptOk')}
        cancelText={t('vendorAudit.decision.cancel')}
        confirmLoading={decide.isPending}
        onOk={() => void accept()}
        onCancel={() => setDialog(null)}
      >
        <p>
          {application.kind === 'apply'
            ? t('vendorAudit.decision.acceptApply', { name: companyName, ubn: application.ubn })
            : t('vendorAudit.decision.acceptUpgrade', { name: companyName })}
        </p>
      </Modal>
      <RejectModal
        open={dialog === 'reject'}
        isSubmitting={decide.isPending}
        onReject={reject}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
