import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { RouterLink } from '../../../components/router-link';
import { StepHeader } from '../../../components/step-header';
import { useConfiguration } from '../../../lib/configuration';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SignupClosedNotice } from '../components/signup-closed-notice';
import { SignupCodeStep } from '../components/signup-code-step';
import { SignupDetailsStep } from '../components/signup-details-step';
import { SignupEmailStep } from '../components/signup-email-step';

type SignupState =
  | { step: 'email'; email: string }
  | { step: 'code'; email: string; expiresInSeconds: number }
  | { step: 'details'; email: string; ticket: string };

const stepOrder = ['email', 'code', 'details'] as const;
const stepTitleKeys = {
  email: 'register.stepEmail',
  code: 'register.stepCode',
  details: 'register.stepDetails',
} as const;

/**
 * Sign-up in three steps: e-mail, the code mailed to it, then the account details; signed in at the end.
 * While the configuration keeps sign-up closed, a notice (with the contact details) replaces the form.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('register.title'));
  const { signupOpen } = useConfiguration();
  // An invitation link sends the invited address along (`?email=`), filled in for the first step.
  const invitedEmail = new URLSearchParams(useLocation().search).get('email') ?? '';
  const [state, setState] = useState<SignupState>({ step: 'email', email: invitedEmail });
  const current = stepOrder.indexOf(state.step);
  const startOver = () => setState({ step: 'email', email: state.email });
  const footer = (
    <>
      {t('register.loginPrompt')} <RouterLink to="/login">{t('register.loginLink')}</RouterLink>
    </>
  );

  if (!signupOpen) {
    return (
      <PublicPageFrame>
        <AuthCard title={t('register.title')} footer={footer}>
          <SignupClosedNotice />
        </AuthCard>
      </PublicPageFrame>
    );
  }
  return (
    <PublicPageFrame>
      <AuthCard title={t('register.title')} isWide={state.step === 'details'} footer={footer}>
        <StepHeader titles={stepOrder.map((step) => t(stepTitleKeys[step]))} current={current} />
        {state.step === 'email' && (
          <SignupEmailStep
            initialEmail={state.email}
            onSent={(email, expiresInSeconds) => setState({ step: 'code', email, expiresInSeconds })}
          />
        )}
        {state.step === 'code' && (
          <SignupCodeStep
            email={state.email}
            expiresInSeconds={state.expiresInSeconds}
            onVerified={(ticket) => setState({ step: 'details', email: state.email, ticket })}
            onChangeEmail={startOver}
          />
        )}
        {state.step === 'details' && (
          <SignupDetailsStep email={state.email} ticket={state.ticket} onStartOver={startOver} />
        )}
      </AuthCard>
    </PublicPageFrame>
  );
}
