import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { imageInputTypes, imageMaxBytes, type StoredImage } from '@portal/contracts/image';
import { Button, Popconfirm, Progress, Tag, theme, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useTextBundles } from '../lib/i18n';
import { type ImageUploader, uploadImage } from '../lib/upload-image';
import {
  checkImageFile,
  type ImageEntry,
  imageIdsOf,
  isBusy,
  moveImage,
  sameIds,
  withIds,
} from './image-upload-entries';
import './image-upload-list.css';

const maxMb = imageMaxBytes / (1024 * 1024);
const accept = [...imageInputTypes, '.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif'].join(',');

export interface ImageUploadListProps {
  /** The chosen images' ids in order; the first is the cover (from Form.Item). */
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** What the record's answer says of the images it already holds (their files), by id. */
  knownImages?: StoredImage[];
  /** At most this many images (products: 10). */
  max?: number;
  /** Tells the form while uploads are still running (it should not save before they end). */
  onBusyChange?: (busy: boolean) => void;
  /** The input's id, which the form label points at. */
  id?: string;
  /** How a file is sent: `POST /Image` unless given. */
  upload?: ImageUploader;
}

let entryCount = 0;
const nextKey = () => {
  entryCount += 1;
  return `image-${entryCount}`;
};

/**
 * Pictures as a form control, for products, banners and albums: choose several files at once, each
 * uploaded at once with its own progress and its own error; reorder them, make one the cover (the
 * first), remove them. The value is the list of image ids, which the record's own call attaches.
 */
export function ImageUploadList(props: ImageUploadListProps) {
  const { value, onChange, knownImages, max = 10, onBusyChange, id, upload = uploadImage } = props;
  useTextBundles('images');
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const known = useRef(new Map<string, StoredImage>());
  for (const image of knownImages ?? []) known.current.set(image.id, image);
  const [entries, setEntries] = useState<ImageEntry[]>(() =>
    withIds([], value ?? [], known.current, nextKey),
  );
  // The latest list, so uploads finishing in any order each change the list as it is then.
  const latest = useRef(entries);
  const controllers = useRef(new Map<string, AbortController>());

  // The lists this control sent that the form may still pass back: two uploads ending together send two
  // changes, and the first one's echo can arrive after the second (it must not rebuild the list).
  const sent = useRef<string[][]>([]);

  const update = (change: (current: ImageEntry[]) => ImageEntry[]) => {
    const before = latest.current;
    const after = change(before);
    latest.current = after;
    setEntries(after);
    const ids = imageIdsOf(after);
    if (!sameIds(ids, imageIdsOf(before))) {
      sent.current.push(ids);
      onChange?.(ids);
    }
    if (isBusy(after) !== isBusy(before)) onBusyChange?.(isBusy(after));
  };

  // A value set from outside (the form reset or loaded) replaces the chosen images, not the pending ones.
  useEffect(() => {
    const incoming = value ?? [];
    if (sameIds(incoming, imageIdsOf(latest.current))) {
      sent.current = [];
      return;
    }
    const echo = sent.current.findIndex((ids) => sameIds(ids, incoming));
    if (echo >= 0) {
      sent.current = sent.current.slice(echo + 1);
      return;
    }
    sent.current = [];
    latest.current = withIds(latest.current, incoming, known.current, nextKey);
    setEntries(latest.current);
  }, [value]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const settle = (key: string, entry: ImageEntry) =>
    update((current) => current.map((item) => (item.key === key ? entry : item)));

  const start = (file: File) => {
    const key = nextKey();
    const counted = latest.current.filter((entry) => entry.status !== 'error').length;
    const problem = counted >= max ? 'tooMany' : checkImageFile(file);
    if (problem) {
      const error = t(`images.${problem}`, { max, maxMb });
      update((current) => [...current, { key, status: 'error', name: file.name, error }]);
      return;
    }
    const controller = new AbortController();
    controllers.current.set(key, controller);
    update((current) => [...current, { key, status: 'uploading', name: file.name, progress: 0 }]);
    // Changed here and now, as `update` does: an updater run by React later would compute from a state
    // older than `latest` (an upload that finished meanwhile) and put that older list back.
    const onProgress = (sent: number) => {
      latest.current = latest.current.map((item) =>
        item.key === key && item.status === 'uploading' ? { ...item, progress: sent } : item,
      );
      setEntries(latest.current);
    };
    upload(file, { onProgress, signal: controller.signal }).then(
      (image) => {
        controllers.current.delete(key);
        known.current.set(image.id, image);
        settle(key, { key, status: 'done', imageId: image.id, image });
      },
      (failure: unknown) => {
        controllers.current.delete(key);
        if (controller.signal.aborted) return;
        const error = failure instanceof ApiError ? failure.message : String(failure);
        settle(key, { key, status: 'error', name: file.name, error });
      },
    );
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    update((current) => current.filter((entry) => entry.key !== key));
  };
  const move = (key: string, to: 'earlier' | 'later' | 'first') =>
    update((current) => moveImage(current, key, to));

  const doneCount = imageIdsOf(entries).length;
  let position = 0;
  return (
    <div className="image-upload-list">
      {entries.length === 0 ? (
        <p className="image-upload-empty" style={{ color: token.colorTextDescription }}>
          {t('images.empty')}
        </p>
      ) : (
        <ul className="image-upload-grid" aria-label={t('images.list')}>
          {entries.map((entry) => {
            if (entry.status === 'done') position += 1;
            const at = position;
            return (
              <li
                key={entry.key}
                className="image-upload-card"
                style={{
                  borderColor: entry.status === 'error' ? token.colorError : token.colorBorderSecondary,
                }}
              >
                {entry.status === 'done' && (
                  <>
                    <div className="image-upload-thumb">
                      {entry.image ? (
                        <img
                          src={entry.image.variants.small.url}
                          alt={t('images.picture', { position: at })}
                          width={entry.image.variants.small.width}
                          height={entry.image.variants.small.height}
                        />
                      ) : (
                        <span>{t('images.picture', { position: at })}</span>
                      )}
                    </div>
                    <div className="image-upload-actions">
                      {at === 1 ? (
                        <Tag color="gold">{t('images.cover')}</Tag>
                      ) : (
                        <Button
                          size="small"
                          aria-label={t('images.makeCoverOf', { position: at })}
                          onClick={() => move(entry.key, 'first')}
                        >
                          {t('images.makeCover')}
                        </Button>
                      )}
                      <Button
                        size="small"
                        icon={<ArrowLeftOutlined aria-hidden />}
                        aria-label={t('images.moveEarlier', { position: at })}
                        disabled={at === 1}
                        onClick={() => move(entry.key, 'earlier')}
                      />
                      <Button
                        size="small"
                        icon={<ArrowRightOutlined aria-hidden />}
                        aria-label={t('images.moveLater', { position: at })}
                        disabled={at === doneCount}
                        onClick={() => move(entry.key, 'later')}
                      />
                      <Popconfirm
                        title={t('images.removeConfirm')}
                        okText={t('images.removeOk')}
                        cancelText={t('images.cancel')}
                        onConfirm={() => remove(entry.key)}
                      >
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('images.removeOf', { position: at })}
                        />
                      </Popconfirm>
                    </div>
                  </>
                )}
                {entry.status === 'uploading' && (
                  <div className="image-upload-pending" aria-live="polite">
                    <Progress
                      percent={Math.round(entry.progress * 100)}
                      size="small"
                      showInfo={false}
                      aria-label={t('images.progressOf', { name: entry.name })}
                    />
                    <span>
                      {entry.progress >= 1
                        ? t('images.processing', { name: entry.name })
                        : t('images.uploading', {
                            name: entry.name,
                            percent: Math.round(entry.progress * 100),
                          })}
                    </span>
                    <Button size="small" onClick={() => remove(entry.key)}>
                      {t('images.cancelUpload', { name: entry.name })}
                    </Button>
                  </div>
                )}
                {entry.status === 'error' && (
                  <div className="image-upload-pending">
                    <p role="alert" style={{ color: token.colorErrorText }}>
                      {t('images.failed', { name: entry.name, reason: entry.error })}
                    </p>
                    <Button
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => remove(entry.key)}
                    >
                      {t('images.removeFailed', { name: entry.name })}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Upload
        multiple
        accept={accept}
        showUploadList={false}
        beforeUpload={(file) => {
          start(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button id={id} icon={<PlusOutlined aria-hidden />}>
          {t('images.add')}
        </Button>
      </Upload>
      <p className="image-upload-hint" style={{ color: token.colorTextDescription }}>
        {t('images.hint', { max, maxMb })}
      </p>
    </div>
  );
}
