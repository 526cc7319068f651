import type { VendorRole } from '@portal/contracts/permissions';
import {
  grantableRoles,
  joinDecisionInputSchema,
  type MemberListItem,
} from '@portal/contracts/vendor-member';
import { Alert, Button, Card, Empty, Flex, Form, Input, List, Modal, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageFrame } from '../../../components/page-frame';
import { contractRules } from '../../../lib/contract-rules';
import { splitApiError } from '../../../lib/form-errors';
import { useTextBundles } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useDecideJoinRequest, useMembers } from '../api/members-api';

const decisionFields = ['role', 'rejectReason'];

type Decision = { request: MemberListItem; accept: boolean } | null;

/** Accept with a role (never above one's own) or reject with a reason; the requester is mailed either way. */
function DecisionDialog({
  decision,
  roles,
  onClose,
}: {
  decision: NonNullable<Decision>;
  roles: VendorRole[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ role: VendorRole; rejectReason: string }>();
  const decide = useDecideJoinRequest(undefined);
  const { formError, showError, clearError } = useApiFormErrors(form, decisionFields);
  const { request, accept } = decision;
  const submit = async (values: { role: VendorRole; rejectReason: string }) => {
    clearError();
    try {
      await decide.mutateAsync(
        accept
          ? { id: request.id, accept, role: values.role }
          : { id: request.id, accept, rejectReason: values.rejectReason },
      );
      toast.info(t(accept ? 'members.review.accepted' : 'members.review.rejected', { name: request.name }));
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Modal
      open
      title={t(accept ? 'members.review.acceptTitle' : 'members.review.rejectTitle', { name: request.name })}
      okText={t(accept ? 'members.review.accept' : 'members.review.reject')}
      okButtonProps={{ danger: !accept }}
      cancelText={t('members.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      <FormErrorAlert message={formError} />
      <Form form={form} layout="vertical" initialValues={{ role: 'member' }} onFinish={submit}>
        {accept ? (
          <Form.Item name="role" label={t('members.review.role')} rules={[{ required: true }]}>
            <Select options={roles.map((role) => ({ value: role, label: t(`members.roles.${role}`) }))} />
          </Form.Item>
        ) : (
          <Form.Item
            name="rejectReason"
            label={t('members.review.reason')}
            // Only spaces is no reason: the contract trims it before requiring one.
            rules={[
              { required: true, whitespace: true },
              ...contractRules(joinDecisionInputSchema.shape.rejectReason),
            ]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** `review/apply`: the requests to join my vendor, oldest first, for its owners and managers. */
export default function ReviewApplyPage() {
  useTextBundles('members');
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMembers(undefined, { status: 'pending', page, pageSize: 20 });
  const [decision, setDecision] = useState<Decision>(null);
  const myRole = list.data?.myRole ?? null;
  const rows = list.data?.data ?? [];
  return (
    <PageFrame
      title={t('pages.reviewApply.title')}
      description={t('pages.reviewApply.description')}
      className="members-page"
    >
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : list.isError ? (
        <Alert type="error" showIcon title={splitApiError(list.error, []).general.join(' ')} />
      ) : (
        <Card>
          {rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.review.empty')} />
          ) : (
            <List
              dataSource={rows}
              rowKey="id"
              pagination={
                list.data.totalCount > 20
                  ? { current: page, pageSize: 20, total: list.data.totalCount, onChange: setPage }
                  : false
              }
              renderItem={(request) => (
                <List.Item
                  actions={
                    list.data.canManage
                      ? [
                          <Button
                            key="accept"
                            type="primary"
                            size="small"
                            onClick={() => setDecision({ request, accept: true })}
                            aria-label={`${t('members.review.accept')} ${request.name}`}
                          >
                            {t('members.review.accept')}
                          </Button>,
                          <Button
                            key="reject"
                            danger
                            size="small"
                            onClick={() => setDecision({ request, accept: false })}
                            aria-label={`${t('members.review.reject')} ${request.name}`}
                          >
                            {t('members.review.reject')}
                          </Button>,
                        ]
                      : []
                  }
                >
                  <List.Item.Meta
                    title={
                      <Flex wrap gap="small">
                        <span>{request.name}</span>
                        <span style={{ overflowWrap: 'anywhere' }}>{request.email}</span>
                      </Flex>
                    }
                    description={
                      <>
                        <div style={{ whiteSpace: 'pre-wrap' }}>
                          {request.message || t('members.review.noMessage')}
                        </div>
                        <div>
                          {t('members.review.askedAt', { time: formatTaipeiTime(request.createdTime) })}
                        </div>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      )}
      {decision && (
        <DecisionDialog
          decision={decision}
          roles={grantableRoles(myRole)}
          onClose={() => setDecision(null)}
        />
      )}
    </PageFrame>
  );
}
