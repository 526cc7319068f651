import type { VendorDirectoryEntry } from '@portal/contracts/vendor-member';
import { joinRequestInputSchema } from '@portal/contracts/vendor-member';
import { Alert, Button, Card, Empty, Flex, Form, Input, List, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { contractRules } from '../../../lib/contract-rules';
import { splitApiError } from '../../../lib/form-errors';
import { useTextBundles } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import {
  searchVendorDirectory,
  useAskToJoin,
  useMyJoinRequest,
  useWithdrawJoinRequest,
} from '../api/members-api';
import { ConfirmButton } from './confirm-button';

/** Where my latest request stands: pending (withdraw), rejected (with the reason), accepted. */
function MyRequestState() {
  const { t } = useTranslation();
  const mine = useMyJoinRequest();
  const withdraw = useWithdrawJoinRequest();
  const request = mine.data?.request;
  if (!request || request.status === 'withdrawn') return null;
  const name = request.vendor.name;
  if (request.status === 'pending')
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={t('members.join.pendingTitle', { name })}
        action={
          <ConfirmButton
            title={t('members.join.withdrawTitle', { name })}
            okText={t('members.join.withdraw')}
            onConfirm={() => withdraw.mutateAsync()}
            done={t('members.join.withdrawn')}
            danger
          >
            {t('members.join.withdraw')}
          </ConfirmButton>
        }
      />
    );
  return (
    <Alert
      type={request.status === 'rejected' ? 'warning' : 'success'}
      showIcon
      role="status"
      title={t(request.status === 'rejected' ? 'members.join.rejectedTitle' : 'members.join.acceptedTitle', {
        name,
      })}
      description={
        request.rejectReason ? t('members.join.rejectedReason', { reason: request.rejectReason }) : undefined
      }
    />
  );
}

/**
 * `company-not-vendor`: find a vendor by UBN or name (public fields only) and ask to join it with a
 * message; the request's state shows above. One pending request at a time (the server holds it).
 */
export function JoinVendorCard({ initialKeyword = '' }: { initialKeyword?: string }) {
  useTextBundles('members');
  const { t } = useTranslation();
  const mine = useMyJoinRequest();
  const ask = useAskToJoin();
  const [results, setResults] = useState<VendorDirectoryEntry[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<VendorDirectoryEntry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ message: string }>();
  const pending = mine.data?.request?.status === 'pending';

  const search = async (keyword: string) => {
    if (!keyword.trim()) return;
    setSearching(true);
    setError(null);
    try {
      setResults((await searchVendorDirectory(keyword.trim())).data);
    } catch (caught) {
      setError(splitApiError(caught, []).general.join(' '));
    } finally {
      setSearching(false);
    }
  };
  const send = async ({ message }: { message?: string }) => {
    if (!chosen) return;
    setError(null);
    try {
      await ask.mutateAsync({ vendorId: chosen.id, message: message || undefined });
      toast.info(t('members.join.asked', { name: chosen.name }));
      setChosen(null);
      setResults(null);
      form.resetFields();
    } catch (caught) {
      setError(splitApiError(caught, []).general.join(' '));
    }
  };

  return (
    <Card
      title={<h2 className="company-section-title">{t('members.join.title')}</h2>}
      style={{ height: '100%' }}
    >
      <Flex vertical gap="middle">
        <p style={{ margin: 0 }}>{t('members.join.text')}</p>
        {mine.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : <MyRequestState />}
        <FormErrorAlert message={error} />
        {!pending && (
          <>
            <Input.Search
              aria-label={t('members.join.keyword')}
              placeholder={t('members.join.keyword')}
              enterButton={t('members.join.search')}
              defaultValue={initialKeyword}
              loading={searching}
              onSearch={(value) => void search(value)}
            />
            {results &&
              (results.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.join.noResult')} />
              ) : (
                <List
                  dataSource={results}
                  rowKey="id"
                  renderItem={(vendor) => (
                    <List.Item
                      actions={[
                        <Button
                          key="choose"
                          size="small"
                          type={chosen?.id === vendor.id ? 'primary' : 'default'}
                          onClick={() => setChosen(vendor)}
                          aria-label={`${t('members.join.ask')} ${vendor.name}`}
                        >
                          {t('members.join.ask')}
                        </Button>,
                      ]}
                    >
                      <List.Item.Meta
                        title={vendor.name}
                        description={t('members.join.ubn', { ubn: vendor.ubn })}
                      />
                    </List.Item>
                  )}
                />
              ))}
            {chosen && (
              <Form form={form} layout="vertical" onFinish={send}>
                <Form.Item
                  name="message"
                  label={`${t('members.join.message')} — ${chosen.name}`}
                  rules={contractRules(joinRequestInputSchema.shape.message)}
                >
                  <Input.TextArea rows={3} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={ask.isPending}>
                  {t('members.join.ask')}
                </Button>
              </Form>
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}
