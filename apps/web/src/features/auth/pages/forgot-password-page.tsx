import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { RouterLink } from '../../../components/router-link';
import { StepHeader } from '../../../components/step-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ForgotAccountStep } from '../components/forgot-account-step';
import { ForgotCodeStep } from '../components/forgot-code-step';
import { ForgotNewPasswordStep } from '../components/forgot-new-password-step';
import { loginPath } from '../return-url';

type ResetState =
  | { step: 'account' }
  | { step: 'code'; account: string }
  | { step: 'password'; account: string; ticket: string }
  | { step: 'done' };

const stepOrder = ['account', 'code', 'password', 'done'] as const;
const stepTitleKeys = {
  account: 'forgotPassword.stepAccount',
  code: 'forgotPassword.stepCode',
  password: 'forgotPassword.stepPassword',
  done: 'forgotPassword.stepDone',
} as const;

/** Password reset: account or e-mail, the mailed code, a new password, done (then sign in). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('forgotPassword.title'));
  const [state, setState] = useState<ResetState>({ step: 'account' });
  const startOver = () => setState({ step: 'account' });

  return (
    <PublicPageFrame>
      <AuthCard
        title={t('forgotPassword.title')}
        footer={
          state.step === 'done' ? null : (
            <RouterLink to={loginPath}>{t('forgotPassword.backToLogin')}</RouterLink>
          )
        }
      >
        <StepHeader
          titles={stepOrder.map((step) => t(stepTitleKeys[step]))}
          current={stepOrder.indexOf(state.step)}
        />
        {state.step === 'account' && (
          <ForgotAccountStep onSubmitted={(account) => setState({ step: 'code', account })} />
        )}
        {state.step === 'code' && (
          <ForgotCodeStep
            account={state.account}
            onVerified={(ticket) => setState({ step: 'password', account: state.account, ticket })}
            onStartOver={startOver}
          />
        )}
        {state.step === 'password' && (
          <ForgotNewPasswordStep
            account={state.account}
            ticket={state.ticket}
            onChanged={() => setState({ step: 'done' })}
            onStartOver={startOver}
          />
        )}
        {state.step === 'done' && (
          <Result
            status="success"
            title={<span role="status">{t('forgotPassword.doneTitle')}</span>}
            subTitle={t('forgotPassword.doneText')}
            extra={
              <Button type="primary" onClick={() => void navigate(loginPath)}>
                {t('forgotPassword.toLogin')}
              </Button>
            }
          />
        )}
      </AuthCard>
    </PublicPageFrame>
  );
}
