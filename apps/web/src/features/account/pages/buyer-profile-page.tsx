import { updateBuyerProfileInputSchema } from '@portal/contracts/account';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { QueryState } from '../../../components/query-state';
import { contractLimits, contractRules } from '../../../lib/contract-rules';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { type BuyerProfile, useBuyerProfile } from '../api/get-buyer-profile';
import { type UpdateBuyerProfileInput, useUpdateBuyerProfile } from '../api/update-buyer-profile';
import { AccountPage } from '../components/account-page';

const fieldNames = ['company', 'industry', 'interests', 'address'] as const;
const buyerFields = updateBuyerProfileInputSchema.shape;
const maxInterests = contractLimits(buyerFields.interests).max;

function BuyerProfileForm({ profile }: { profile: BuyerProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<UpdateBuyerProfileInput>();
  const update = useUpdateBuyerProfile();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = (values: UpdateBuyerProfileInput) => {
    clearError();
    update.mutate(
      {
        company: values.company.trim(),
        industry: values.industry.trim(),
        interests: [...new Set(values.interests.map((interest) => interest.trim()).filter(Boolean))],
        address: values.address.trim(),
      },
      { onSuccess: () => toast.info(t('buyer.saved')), onError: showError },
    );
  };

  return (
    <Form
      form={form}
      name="buyer-profile"
      layout="vertical"
      requiredMark={false}
      initialValues={profile}
      onFinish={submit}
      className="account-form"
    >
      <FormErrorAlert message={formError} />
      <Form.Item name="company" label={t('buyer.company')} rules={contractRules(buyerFields.company)}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item name="industry" label={t('buyer.industry')} rules={contractRules(buyerFields.industry)}>
        <Input />
      </Form.Item>
      <Form.Item
        name="interests"
        label={t('buyer.interests')}
        extra={t('buyer.interestsHint')}
        rules={contractRules(buyerFields.interests)}
      >
        <Select
          mode="tags"
          open={false}
          tokenSeparators={[',', '，', '、']}
          maxCount={maxInterests}
          suffixIcon={null}
        />
      </Form.Item>
      <Form.Item name="address" label={t('buyer.address')} rules={contractRules(buyerFields.address)}>
        <Input.TextArea autoComplete="street-address" autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Flex wrap gap="small">
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('buyer.save')}
        </Button>
        <Button onClick={() => void navigate('../user')}>{t('account.backToProfile')}</Button>
      </Flex>
    </Form>
  );
}

/** The buyer profile: company, industry, interests and address, for suppliers to know the buyer. */
export default function BuyerProfilePage() {
  const { t } = useTranslation();
  const profile = useBuyerProfile();
  return (
    <AccountPage title={t('pages.userBuyer.title')} description={t('buyer.intro')}>
      <QueryState
        errorTitle={t('account.loadFailed')}
        isPending={profile.isPending}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
      {profile.data && <BuyerProfileForm profile={profile.data} />}
    </AccountPage>
  );
}
