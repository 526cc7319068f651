import MailOutlined from '@ant-design/icons/MailOutlined';
import type { AdminUser } from '@portal/contracts/user-admin';
import { Button, Flex, Popconfirm, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { type UserMail, useSendUserMail } from '../api/send-user-mail';

interface MailButtonProps {
  user: AdminUser;
  mail: UserMail;
  label: string;
  question: string;
  done: string;
  /** Why the mail cannot go out now; the button is then disabled and this is said beside it. */
  unavailable: string | null;
}

function MailButton({ user, mail, label, question, done, unavailable }: MailButtonProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const send = useSendUserMail(user.id, mail);
  const confirm = () =>
    send.mutateAsync().then(
      () => toast.info(done),
      (error: unknown) => toast.error(splitApiError(error, []).general.join(' ')),
    );
  return (
    <Flex wrap gap="small" align="center">
      <Popconfirm
        title={question}
        okText={t('resource.confirm')}
        cancelText={t('resource.cancel')}
        onConfirm={confirm}
        disabled={unavailable !== null}
      >
        <Button icon={<MailOutlined aria-hidden />} loading={send.isPending} disabled={unavailable !== null}>
          {label}
        </Button>
      </Popconfirm>
      {unavailable && <span style={{ color: token.colorTextDescription }}>{unavailable}</span>}
    </Flex>
  );
}

/**
 * "Resend verification" (a fresh welcome mail to a user without a password, else a code to the
 * unverified e-mail) and "Send a password reset link" (only to a verified e-mail: the server refuses
 * others with EMAIL_NOT_VERIFIED), each after a confirmation, ending in a toast.
 */
export function AdminMailActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const email = user.email ?? '';
  const blocked =
    user.status !== 'active' ? t('users.edit.mailNeedsActive') : !user.email ? t('users.edit.noEmail') : null;
  const verifyTo = user.pendingEmail ?? email;
  return (
    <Flex vertical gap="small">
      <p>{t('users.edit.mailIntro')}</p>
      <MailButton
        user={user}
        mail="ResendVerification"
        label={t('users.edit.resend')}
        question={t('users.edit.resendConfirm', { email: verifyTo })}
        done={t('users.edit.resent', { email: verifyTo })}
        unavailable={
          blocked ?? (user.emailVerified && !user.pendingEmail ? t('users.edit.nothingToVerify') : null)
        }
      />
      <MailButton
        user={user}
        mail="SendPasswordReset"
        label={t('users.edit.sendReset')}
        question={t('users.edit.sendResetConfirm', { email })}
        done={t('users.edit.resetSent', { email })}
        unavailable={blocked ?? (user.emailVerified ? null : t('users.edit.resetNeedsVerified'))}
      />
    </Flex>
  );
}
