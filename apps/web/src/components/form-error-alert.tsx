import { Alert } from 'antd';

/** The form-level error (one without a field, such as wrong credentials); nothing when there is none. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} className="form-error-alert" />;
}
