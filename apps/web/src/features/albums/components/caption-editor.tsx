import EditOutlined from '@ant-design/icons/EditOutlined';
import { type Picture, pictureInsertSchema } from '@portal/contracts/albums';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { contractRules, maxLengthOf } from '../../../lib/contract-rules';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { pictureUpdateOf, usePictureMutations } from '../api/albums-resource';

interface CaptionValues {
  captionZh: string;
  captionEn: string;
}
const fieldNames = ['captionZh', 'captionEn'] as const;
const fields = pictureInsertSchema.shape;

/**
 * A picture's captions in both languages, edited in a dialog from its tile: one `PUT /Pictures` with the
 * picture as it is and the new captions (its place and image unchanged). Limits come from the contract;
 * the server's refusals land on their field.
 */
export function CaptionEditor({ picture, name }: { picture: Picture; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CaptionValues>();
  const { update } = usePictureMutations();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = async ({ captionZh, captionEn }: CaptionValues) => {
    clearError();
    try {
      await update.mutateAsync(
        pictureUpdateOf(picture, { captionZh: captionZh.trim(), captionEn: (captionEn ?? '').trim() }),
      );
      toast.info(t('albums.captionSaved'));
      setOpen(false);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <>
      <Button
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={`${t('albums.editCaption')} ${name}`}
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        title={`${t('albums.editCaption')}：${name}`}
        okText={t('resource.save')}
        cancelText={t('resource.cancel')}
        confirmLoading={update.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        afterClose={() => {
          form.resetFields();
          clearError();
        }}
        destroyOnHidden
      >
        <FormErrorAlert message={formError} />
        <Form<CaptionValues>
          form={form}
          name={`caption-${picture.id}`}
          layout="vertical"
          initialValues={{ captionZh: picture.captionZh, captionEn: picture.captionEn }}
          onFinish={submit}
        >
          <Form.Item name="captionZh" label={t('albums.captionZh')} rules={contractRules(fields.captionZh)}>
            <Input maxLength={maxLengthOf(fields.captionZh)} />
          </Form.Item>
          <Form.Item name="captionEn" label={t('albums.captionEn')} rules={contractRules(fields.captionEn)}>
            <Input maxLength={maxLengthOf(fields.captionEn)} lang="en" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
