import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { imageInputTypes, imageMaxBytes } from '@portal/contracts/image';
import { Button, List, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageFile } from '../../../components/image-upload-entries';
import { splitApiError } from '../../../lib/form-errors';
import { useTextBundles } from '../../../lib/i18n';
import { type ImageUploader, uploadImage } from '../../../lib/upload-image';
import { usePictureMutations } from '../api/albums-resource';

const accept = [...imageInputTypes, '.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif'].join(',');
/** Two at a time: the machine that re-encodes them is shared. */
const parallelUploads = 2;

interface FileState {
  key: string;
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'error';
  error?: string;
}

/**
 * Many pictures at once into an album: each file is uploaded (`POST /Image`, with its progress) and then
 * added (`POST /Pictures`) in the order chosen; a file that fails says why and the others go on.
 */
export function BulkPictureUpload({
  albumId,
  upload = uploadImage,
}: {
  albumId: string;
  upload?: ImageUploader;
}) {
  useTextBundles('images');
  const { t } = useTranslation();
  const { insert } = usePictureMutations();
  const [files, setFiles] = useState<FileState[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const counter = useRef(0);

  const change = (key: string, patch: Partial<FileState>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...patch } : file)));

  const start = async (chosen: File[]) => {
    const batch = chosen.map((file) => {
      counter.current += 1;
      return {
        file,
        state: { key: `f${counter.current}`, name: file.name, progress: 0, status: 'waiting' as const },
      };
    });
    setFiles((current) => [...current, ...batch.map((entry) => entry.state)]);
    // Uploads run two at a time; the pictures are added in the chosen order once each is stored.
    const stored: (Promise<string | null> | undefined)[] = [];
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const index = next;
        next += 1;
        const entry = batch[index];
        if (!entry) continue;
        stored[index] = (async () => {
          const problem = checkImageFile(entry.file);
          if (problem) {
            change(entry.state.key, {
              status: 'error',
              error: t(`images.${problem}`, { maxMb: imageMaxBytes / (1024 * 1024) }),
            });
            return null;
          }
          change(entry.state.key, { status: 'uploading' });
          try {
            const image = await upload(entry.file, {
              onProgress: (sent) => change(entry.state.key, { progress: sent }),
            });
            return image.id;
          } catch (error) {
            change(entry.state.key, { status: 'error', error: splitApiError(error, []).general.join(' ') });
            return null;
          }
        })();
        await stored[index];
      }
    };
    await Promise.all(Array.from({ length: parallelUploads }, worker));
    for (const [index, entry] of batch.entries()) {
      const imageId = await stored[index];
      if (!imageId) continue;
      try {
        await insert.mutateAsync({ albumId, imageId });
        change(entry.state.key, { status: 'done', progress: 1 });
      } catch (error) {
        change(entry.state.key, { status: 'error', error: splitApiError(error, []).general.join(' ') });
      }
    }
  };

  return (
    <div className="bulk-upload">
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="visually-hidden"
        aria-label={t('albums.upload')}
        tabIndex={-1}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (chosen.length > 0) void start(chosen);
        }}
      />
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
        {t('albums.upload')}
      </Button>
      <Typography.Paragraph type="secondary">{t('albums.uploadHint')}</Typography.Paragraph>
      {files.length > 0 && (
        <List
          size="small"
          dataSource={files}
          renderItem={(file) => (
            <List.Item>
              <div className="bulk-upload-file">
                <span className="bulk-upload-name">{file.name}</span>
                <Progress
                  percent={Math.round(file.progress * 100)}
                  status={
                    file.status === 'error' ? 'exception' : file.status === 'done' ? 'success' : 'active'
                  }
                  size="small"
                  aria-label={file.name}
                />
                {file.error && (
                  <Typography.Text type="danger" role="alert">
                    {file.error}
                  </Typography.Text>
                )}
              </div>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
