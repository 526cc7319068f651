import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { accountSchema } from '@portal/contracts/identity-rules';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { type AdminUser, createUserInputSchema } from '@portal/contracts/user-admin';
import { Alert, Button, Flex, Form, Input, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { StepHeader } from '../../../components/step-header';
import { useCheckAccount } from '../../../lib/api/check-account';
import { ApiError } from '../../../lib/api-client';
import { contractRules } from '../../../lib/contract-rules';
import { currentLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useRoleOptions } from '../api/list-role-options';
import { useUserMutations } from '../api/users-resource';
import {
  type CompanyMode,
  firstStepWith,
  toCreateUserInput,
  type WizardStep,
  type WizardValues,
  wizardFieldAliases,
  wizardFieldNames,
  wizardStepFields,
} from '../wizard-values';
import { UserProfileFields } from './profile-fields';
import { RoleCheckboxes } from './role-checkboxes';
import { WizardCompanyStep } from './wizard-company-step';
import { WizardDone } from './wizard-done';
import { WizardReview } from './wizard-review';

interface UserWizardProps {
  /** The company step is the point (the create-company page): a company must be created. */
  companyRequired?: boolean;
}

/**
 * Creates a user in steps: account and profile → roles → (with vendors:write) a new vendor company the
 * user owns, or an existing vendor the user joins → review, then `POST /Users`. Never a password: the server mails the user a set-password
 * link. A server error on a field sends the person back to the step holding it, the field marked.
 */
export function UserWizard({ companyRequired = false }: UserWizardProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [form] = Form.useForm<WizardValues>();
  const canReadRoles = useCan('roles:read');
  const canWriteVendors = useCan('vendors:write');
  // Joining an existing vendor means picking it from the vendor list.
  const canReadVendors = useCan('vendors:read');
  const withCompany = companyRequired || canWriteVendors;
  const roles = useRoleOptions(canReadRoles);
  const roleList = useMemo(() => roles.data?.data ?? [], [roles.data]);
  const withRoles = roles.isSuccess && roleList.length > 0;
  const { insert } = useUserMutations();
  const checkAccount = useCheckAccount();

  const steps = useMemo<WizardStep[]>(
    () => ['account', 'roles', ...(withCompany ? (['company'] as const) : []), 'review'],
    [withCompany],
  );
  const fieldNames = useMemo(() => wizardFieldNames(steps), [steps]);
  const mapping = useMemo(() => ({ aliases: wizardFieldAliases }), []);
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames, mapping);
  const [current, setCurrent] = useState(0);
  const [errorStep, setErrorStep] = useState<WizardStep | null>(null);
  const [created, setCreated] = useState<AdminUser | null>(null);
  const [availableAccount, setAvailableAccount] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const step = steps[current] ?? 'account';
  const watchedMode: CompanyMode | undefined = Form.useWatch('companyMode', form);
  const companyMode: CompanyMode = companyRequired ? 'create' : (watchedMode ?? 'none');
  const stepName = (name: WizardStep) => t(`users.wizard.steps.${name}`);

  // The member role is ticked to start with (also after "add another"), once the roles have loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` starts a new form
  useEffect(() => {
    if (!withRoles || form.getFieldValue('roleIds') !== undefined) return;
    const member = roleList.find((role) => role.code === systemRoleCodes.member);
    form.setFieldValue('roleIds', member ? [member.id] : []);
  }, [withRoles, roleList, form, round]);

  const goTo = (target: WizardStep) => setCurrent(steps.indexOf(target));

  const next = async () => {
    try {
      await form.validateFields([...wizardStepFields[step]]);
    } catch {
      return;
    }
    setErrorStep(null);
    setCurrent((index) => Math.min(index + 1, steps.length - 1));
  };

  const showErrorsOf = (fields: readonly string[]) => {
    const target = firstStepWith(fields, steps);
    if (target) {
      goTo(target);
      setErrorStep(target);
    }
  };

  const submit = async () => {
    clearError();
    setErrorStep(null);
    try {
      await form.validateFields();
    } catch (error) {
      const failed = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      showErrorsOf(failed.map((field) => String(field.name[0])));
      return;
    }
    const values = form.getFieldsValue(true) as WizardValues;
    insert.mutate(toCreateUserInput(values, { withRoles, withCompany }), {
      onSuccess: setCreated,
      onError: (error) => showErrorsOf(showError(error).fields.map((field) => field.name)),
    });
  };

  const startAnother = () => {
    form.resetFields();
    clearError();
    setErrorStep(null);
    setAvailableAccount(null);
    setCreated(null);
    setCurrent(0);
    setRound((n) => n + 1);
  };

  const validateAvailability = async (_: unknown, value: string | undefined) => {
    setAvailableAccount(null);
    if (!value || !accountSchema.safeParse(value).success) return;
    try {
      const { available } = await checkAccount(value);
      if (!available) throw new Error(t('register.accountTaken'));
      setAvailableAccount(value);
    } catch (error) {
      // A check that could not be made leaves the decision to the creation itself (ACCOUNT_TAKEN).
      if (!(error instanceof ApiError)) throw error;
    }
  };

  if (created) {
    return (
      <WizardDone
        created={created}
        hasJoined={form.getFieldValue('companyMode') === 'attach'}
        onAnother={startAnother}
      />
    );
  }

  return (
    <Form<WizardValues>
      form={form}
      name="user-wizard"
      layout="vertical"
      requiredMark={false}
      initialValues={{
        language: currentLanguage(),
        companyMode: companyRequired ? 'create' : 'none',
        attachRole: 'member',
      }}
      className="user-wizard"
    >
      <StepHeader titles={steps.map(stepName)} current={current} />
      <FormErrorAlert message={formError} />
      {errorStep === step && (
        <Alert
          type="error"
          showIcon
          title={t('users.wizard.fixStep', { step: stepName(step) })}
          className="form-error-alert"
        />
      )}

      {/* Every step stays mounted (hidden when not current), so a server error can mark any field. */}
      <div hidden={step !== 'account'}>
        <Alert type="info" showIcon title={t('users.wizard.noPassword')} className="form-error-alert" />
        <Form.Item
          name="account"
          label={t('users.fields.account')}
          validateTrigger={['onChange', 'onBlur']}
          // The contract's length and pattern share one message: the first that fails says it, once.
          validateFirst
          extra={
            availableAccount ? (
              // The words in the text colour, green only on the icon (green text is below 4.5:1).
              <span>
                <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />{' '}
                {t('register.accountAvailable')}
              </span>
            ) : (
              t('users.wizard.accountHint')
            )
          }
          rules={[
            { required: true, whitespace: true, message: t('validation.accountFormat') },
            ...contractRules(accountSchema, {
              tooShort: () => t('validation.accountFormat'),
              tooLong: () => t('validation.accountFormat'),
              pattern: t('validation.accountFormat'),
            }),
            { validator: validateAvailability, validateTrigger: 'onBlur' },
          ]}
        >
          <Input autoComplete="off" autoCapitalize="off" spellCheck={false} />
        </Form.Item>
        <UserProfileFields />
      </div>

      <div hidden={step !== 'roles'}>
        <p>{t('users.roles.hint')}</p>
        {!canReadRoles && (
          <Alert type="info" showIcon title={t('users.roles.cannotRead')} className="form-error-alert" />
        )}
        {roles.isError && (
          <Alert
            type="warning"
            showIcon
            title={t('users.roles.loadFailed')}
            description={t('users.roles.cannotRead')}
            action={<Button onClick={() => void roles.refetch()}>{t('users.roles.retry')}</Button>}
            className="form-error-alert"
          />
        )}
        {withRoles && (
          <Form.Item
            name="roleIds"
            // Nothing chosen and too few say the same: once.
            validateFirst
            label={t('users.fields.roles')}
            rules={[
              { required: true, type: 'array', message: t('users.roles.required') },
              ...contractRules(createUserInputSchema.shape.roleIds, {
                tooShort: () => t('users.roles.required'),
              }),
            ]}
          >
            <RoleCheckboxes roles={roleList} />
          </Form.Item>
        )}
      </div>

      {withCompany && (
        <div hidden={step !== 'company'}>
          <WizardCompanyStep
            companyRequired={companyRequired}
            canAttach={canReadVendors}
            companyMode={companyMode}
          />
        </div>
      )}

      {step === 'review' && (
        <div>
          <p>{t('users.wizard.reviewIntro')}</p>
          <WizardReview
            values={form.getFieldsValue(true) as WizardValues}
            roles={roleList}
            withRoles={withRoles}
            withCompany={withCompany}
          />
          <Flex wrap gap="small" className="user-wizard-edit-links">
            {steps
              .filter((name) => name !== 'review')
              .map((name) => (
                <Button key={name} type="link" onClick={() => goTo(name)}>
                  {t('users.wizard.editStep', { step: stepName(name) })}
                </Button>
              ))}
          </Flex>
        </div>
      )}

      <Flex wrap gap="small" className="user-wizard-actions">
        {current > 0 && (
          <Button onClick={() => setCurrent((index) => index - 1)}>{t('users.wizard.previous')}</Button>
        )}
        {step === 'review' ? (
          <Button type="primary" loading={insert.isPending} onClick={() => void submit()}>
            {t('users.wizard.submit')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void next()}>
            {t('users.wizard.next')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
