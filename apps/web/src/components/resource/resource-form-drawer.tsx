import { Button, Drawer, Flex, Form, Grid } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMapping } from '../../lib/form-errors';
import { useAdminTexts } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useApiFormErrors } from '../../lib/use-api-form-errors';
import { FormErrorAlert } from '../form-error-alert';

export interface ResourceFormDrawerProps<Values, Result> {
  open: boolean;
  /** The drawer's heading ("新增角色", "編輯角色：…"). */
  title: string;
  /** The fields' values when the drawer opens (each opening starts again from them). */
  initialValues?: Partial<Values>;
  /** The form's field names: a server error naming one of them shows on that field, others above. */
  fieldNames: readonly string[];
  /** Other names the server gives the fields, or codes belonging to a field. */
  fieldMapping?: FieldMapping;
  /** Saves the values; a rejection with the API's errors puts them on the form. */
  onSubmit: (values: Values) => Promise<Result>;
  /** The toast after a save. */
  successMessage: (result: Result) => string;
  /** After a successful save, before the drawer closes. */
  onSaved?: (result: Result) => void;
  onClose: () => void;
  /** The form's name, prefixing the fields' ids. */
  name: string;
  submitText?: string;
  /** The `Form.Item`s. */
  children: ReactNode;
}

/**
 * A create or edit form in a drawer (full width on a phone). Server field errors show on their fields,
 * others in an alert above; the form is disabled while saving; a save ends with a toast and closes.
 */
export function ResourceFormDrawer<Values, Result>(props: ResourceFormDrawerProps<Values, Result>) {
  // Each opening gets a fresh form (no values or errors left from the last one).
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpening((n) => n + 1);
  }
  return <FormDrawer key={opening} {...props} />;
}

function FormDrawer<Values, Result>({
  open,
  title,
  initialValues,
  fieldNames,
  fieldMapping,
  onSubmit,
  successMessage,
  onSaved,
  onClose,
  name,
  submitText,
  children,
}: ResourceFormDrawerProps<Values, Result>) {
  useAdminTexts();
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<Values>();
  const [isSaving, setSaving] = useState(false);
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames, fieldMapping);
  const formId = `${name}-form`;

  const finish = async (values: Values) => {
    clearError();
    setSaving(true);
    try {
      const result = await onSubmit(values);
      toast.info(successMessage(result));
      onSaved?.(result);
      onClose();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={screens.sm === false ? '100%' : 560}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        <Flex justify="flex-end" gap="small">
          <Button onClick={onClose}>{t('resource.cancel')}</Button>
          {/* Tied to the form by its id, so Enter in a field submits as well. */}
          <Button type="primary" htmlType="submit" form={formId} loading={isSaving}>
            {submitText ?? t('resource.save')}
          </Button>
        </Flex>
      }
    >
      <Form<Values>
        form={form}
        name={name}
        id={formId}
        layout="vertical"
        initialValues={initialValues}
        disabled={isSaving}
        onFinish={(values) => void finish(values)}
      >
        <FormErrorAlert message={formError} />
        {children}
      </Form>
    </Drawer>
  );
}
