import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { maxInquiryAttachments } from '@portal/contracts/inquiry';
import type { StoredDocument } from '@portal/contracts/vendor-application';
import { Button, Flex } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { uploadInquiryFile } from '../api/inquiries-api';

/** Files to send with a message: each is uploaded when picked (its type checked by the server). */
export function AttachmentPicker({
  files,
  onChange,
}: {
  files: StoredDocument[];
  onChange: (files: StoredDocument[]) => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const attach = async (file: File) => {
    setUploading(true);
    try {
      onChange([...files, await uploadInquiryFile(file)]);
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical gap={4} align="flex-start">
      {files.map((file) => (
        <Flex key={file.id} gap={4} align="center">
          <PaperClipOutlined aria-hidden />
          <span style={{ overflowWrap: 'anywhere' }}>{file.fileName}</span>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('inquiries.removeAttachment', { name: file.fileName })}
            onClick={() => onChange(files.filter((entry) => entry.id !== file.id))}
          />
        </Flex>
      ))}
      <Button
        icon={<UploadOutlined aria-hidden />}
        loading={uploading}
        disabled={files.length >= maxInquiryAttachments}
        onClick={() => input.current?.click()}
      >
        {t('inquiries.addAttachment')}
      </Button>
      <small>{t('inquiries.attachmentHint', { max: maxInquiryAttachments })}</small>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('inquiries.addAttachment')}
        accept="application/pdf,image/png,image/jpeg,image/webp"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void attach(file);
        }}
      />
    </Flex>
  );
}
