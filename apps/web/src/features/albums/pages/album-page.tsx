import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { PictureAlbum } from '@portal/contracts/albums';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MountWhenOpened } from '../../../components/mount-when-opened';
import { ResourceDeleteButton } from '../../../components/resource/resource-delete-button';
import { splitApiError } from '../../../lib/form-errors';
import { usePublishingTexts } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useAlbum, useAlbumMutations, useAlbums, usePicturesOf } from '../api/albums-resource';
import { AlbumGallery } from '../components/album-gallery';
import { BulkPictureUpload } from '../components/bulk-picture-upload';
import { PictureGridEditor } from '../components/picture-grid-editor';
import '../albums.css';

const AlbumFormDrawer = lazy(() =>
  import('../components/album-form-drawer').then((module) => ({ default: module.AlbumFormDrawer })),
);

const titleOf = (album: PictureAlbum, language: string) =>
  language === 'en' ? album.titleEn : album.titleZh;

/** 相簿: the albums (`?id=`: one album's gallery). Staff with `albums:write` add, upload, reorder, delete. */
export default function AlbumPage() {
  usePublishingTexts();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  return id ? (
    <AlbumDetail key={id} id={id} onBack={() => setParams({})} />
  ) : (
    <AlbumList onOpen={(album) => setParams({ id: album })} />
  );
}

function AlbumList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('pages.album.title'));
  const canWrite = useCan('albums:write');
  const albums = useAlbums();
  const [form, setForm] = useState(false);
  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('pages.album.title')}
        </Typography.Title>
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setForm(true)}>
            {t('albums.add')}
          </Button>
        )}
      </Flex>
      {albums.isError && (
        <Alert type="error" showIcon message={splitApiError(albums.error, []).general.join(' ')} />
      )}
      {albums.isPending ? (
        <Skeleton active />
      ) : albums.data?.data.length ? (
        <ul className="album-list">
          {albums.data.data.map((album) => (
            <li key={album.id}>
              <Card
                hoverable
                cover={
                  album.cover ? (
                    <img
                      src={album.cover.variants.medium.url}
                      alt=""
                      loading="lazy"
                      className="album-cover"
                    />
                  ) : undefined
                }
              >
                <Card.Meta
                  title={
                    <Button type="link" className="album-open" onClick={() => onOpen(album.id)}>
                      {titleOf(album, language)}
                    </Button>
                  }
                  description={
                    <>
                      {album.albumDate} · {t('albums.pictureCount')} {album.pictureCount}{' '}
                      <Tag>{t(`albums.visibilities.${album.visibility}`)}</Tag>
                    </>
                  }
                />
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={t('albums.empty')} />
      )}
      {canWrite && (
        <MountWhenOpened open={form}>
          <AlbumFormDrawer
            open={form}
            album={null}
            onClose={() => setForm(false)}
            onSaved={(saved) => onOpen(saved.id)}
          />
        </MountWhenOpened>
      )}
    </Flex>
  );
}

function AlbumDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const canWrite = useCan('albums:write');
  const album = useAlbum(id);
  const pictures = usePicturesOf(id);
  const { remove } = useAlbumMutations();
  const [form, setForm] = useState(false);
  useDocumentTitle(album.data ? titleOf(album.data, language) : t('pages.album.title'));
  if (album.isPending) return <Skeleton active />;
  if (album.isError || !album.data) {
    return (
      <Flex vertical gap="middle">
        <Alert type="error" showIcon message={splitApiError(album.error, []).general.join(' ')} />
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          {t('albums.back')}
        </Button>
      </Flex>
    );
  }
  const current = album.data;
  const list = pictures.data?.data ?? [];
  return (
    <Flex vertical gap="large">
      <div>
        <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          {t('albums.back')}
        </Button>
      </div>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} style={{ margin: 0 }}>
          {titleOf(current, language)}
        </Typography.Title>
        {canWrite && (
          <Flex gap="small">
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setForm(true)}>
              {t('albums.edit')}
            </Button>
            <ResourceDeleteButton
              name={titleOf(current, language)}
              onDelete={async () => {
                await remove.mutateAsync(current.id);
                onBack();
              }}
            />
          </Flex>
        )}
      </Flex>
      <Typography.Text type="secondary">
        {current.albumDate} · {t(`albums.visibilities.${current.visibility}`)}
      </Typography.Text>
      {pictures.isPending ? (
        <Skeleton active />
      ) : list.length ? (
        <AlbumGallery pictures={list} language={language} />
      ) : (
        <Empty description={t('albums.emptyPictures')} />
      )}
      {canWrite && (
        <Card title={<h2 className="card-heading">{t('albums.manage')}</h2>}>
          <BulkPictureUpload albumId={current.id} />
          {list.length > 0 && <PictureGridEditor album={current} pictures={list} />}
        </Card>
      )}
      {canWrite && <AlbumFormDrawer open={form} album={current} onClose={() => setForm(false)} />}
    </Flex>
  );
}
