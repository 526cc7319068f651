import { Alert, Button, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { RouterLink } from '../../../components/router-link';
import { useChangeForgottenPassword } from '../../../lib/api/change-forgotten-password';
import { hasErrorCode } from '../../../lib/form-errors';
import { useUsersTexts } from '../../../lib/i18n';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';

const fieldNames = ['password'] as const;
const loginPath = '/login';
const forgotPasswordPath = '/forgot-password';

type PageState = 'form' | 'done' | 'invalid';

/**
 * `/reset-password?ticket=`, open without a session: where the welcome mail and the reset mails lead.
 * The new password goes to `POST /ForgotPassword/Change { ticket, password }` (the forgotten-password
 * flow's last call), which ends every session and marks the e-mail verified. A used, expired or replaced
 * ticket (TICKET_INVALID), or none at all, says so and points to the forgotten-password page.
 */
export default function ResetPasswordPage() {
  // Its texts come with the users texts (not with the sign-in page's), without the administration ones.
  useUsersTexts({ withAdmin: false });
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('resetPassword.title'));
  const ticket = new URLSearchParams(useLocation().search).get('ticket')?.trim() ?? '';
  const [form] = Form.useForm<{ password: string }>();
  const change = useChangeForgottenPassword();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);
  const [state, setState] = useState<PageState>(ticket ? 'form' : 'invalid');

  const submit = ({ password }: { password: string }) => {
    clearError();
    change.mutate(
      { ticket, password },
      {
        onSuccess: () => setState('done'),
        onError: (error) => {
          if (hasErrorCode(error, 'TICKET_INVALID')) setState('invalid');
          else showError(error);
        },
      },
    );
  };

  return (
    <PublicPageFrame>
      <AuthCard
        title={t('resetPassword.title')}
        footer={
          state === 'form' ? <RouterLink to={loginPath}>{t('forgotPassword.backToLogin')}</RouterLink> : null
        }
      >
        {state === 'form' && (
          <Form form={form} name="reset-password" layout="vertical" requiredMark={false} onFinish={submit}>
            <p>{t('resetPassword.intro')}</p>
            <FormErrorAlert message={formError} />
            <NewPasswordFields label={t('newPassword.newPassword')} />
            <Button type="primary" htmlType="submit" block loading={change.isPending}>
              {t('resetPassword.submit')}
            </Button>
          </Form>
        )}
        {state === 'done' && (
          <Result
            status="success"
            title={<span role="status">{t('resetPassword.doneTitle')}</span>}
            subTitle={t('resetPassword.doneText')}
            extra={
              <Button type="primary" onClick={() => void navigate(loginPath)}>
                {t('resetPassword.toLogin')}
              </Button>
            }
          />
        )}
        {state === 'invalid' && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t('resetPassword.invalidTitle')}
            description={
              <>
                <p>{t('resetPassword.invalidText')}</p>
                <RouterLink to={forgotPasswordPath}>{t('resetPassword.toForgotPassword')}</RouterLink>
              </>
            }
          />
        )}
      </AuthCard>
    </PublicPageFrame>
  );
}
