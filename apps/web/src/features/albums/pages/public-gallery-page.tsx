import type { PictureAlbum } from '@portal/contracts/albums';
import { Alert, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { RouterLink } from '../../../components/router-link';
import { ApiError } from '../../../lib/api-client';
import { splitApiError } from '../../../lib/form-errors';
import { useTextBundles } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useAlbum, usePicturesOf, usePublicAlbums } from '../api/albums-resource';
import { AlbumGallery } from '../components/album-gallery';
import '../albums.css';

const titleOf = (album: PictureAlbum, language: string) =>
  language === 'en' ? album.titleEn : album.titleZh;

/**
 * The gallery open to everyone (`/albums`, `/albums/:id`): the public albums and their pictures in the
 * lightbox, in the public pages' frame (language switch, no menu, no staff tools). An album for
 * signed-in members answers "not found" here even to a signed-in reader: this page shows only what
 * anyone may see, and the signed-in gallery is the `album` page.
 */
export default function PublicGalleryPage() {
  // Only the publishing texts: the administration ones stay off this page.
  useTextBundles('publishing');
  const { id } = useParams();
  return <PublicPageFrame>{id ? <PublicAlbum key={id} id={id} /> : <PublicAlbumList />}</PublicPageFrame>;
}

function PublicAlbumList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('publicGallery.title'));
  const albums = usePublicAlbums();
  return (
    <Flex vertical gap="large" className="public-gallery">
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('publicGallery.title')}
      </Typography.Title>
      {albums.isError && (
        <Alert type="error" showIcon title={splitApiError(albums.error, []).general.join(' ')} />
      )}
      {albums.isPending ? (
        <Skeleton active />
      ) : albums.data?.data.length ? (
        <ul className="album-list">
          {albums.data.data.map((album) => (
            <li key={album.id}>
              <Card
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
                  title={<RouterLink to={`/albums/${album.id}`}>{titleOf(album, language)}</RouterLink>}
                  description={`${album.albumDate} · ${t('albums.pictureCount')} ${album.pictureCount}`}
                />
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        !albums.isError && <Empty description={t('publicGallery.empty')} />
      )}
    </Flex>
  );
}

function PublicAlbum({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const album = useAlbum(id);
  const isPublic = album.data?.visibility === 'public';
  const pictures = usePicturesOf(id, { enabled: isPublic });
  useDocumentTitle(isPublic && album.data ? titleOf(album.data, language) : t('publicGallery.title'));
  const back = (
    <div>
      <RouterLink to="/albums">{t('publicGallery.back')}</RouterLink>
    </div>
  );
  if (album.isPending) return <Skeleton active />;
  if (!album.data || !isPublic) {
    // A missing album and one for signed-in members read the same: nothing tells a stranger it exists.
    const isNotFound = !album.isError || (album.error instanceof ApiError && album.error.status === 404);
    return (
      <Flex vertical gap="middle" className="public-gallery">
        {back}
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('publicGallery.title')}
        </Typography.Title>
        <Alert
          type={isNotFound ? 'warning' : 'error'}
          showIcon
          title={isNotFound ? t('publicGallery.notFound') : splitApiError(album.error, []).general.join(' ')}
        />
      </Flex>
    );
  }
  const list = pictures.data?.data ?? [];
  return (
    <Flex vertical gap="large" className="public-gallery">
      {back}
      <Typography.Title level={1} style={{ margin: 0 }}>
        {titleOf(album.data, language)}
      </Typography.Title>
      <Typography.Text type="secondary">{album.data.albumDate}</Typography.Text>
      {pictures.isError && (
        <Alert type="error" showIcon title={splitApiError(pictures.error, []).general.join(' ')} />
      )}
      {pictures.isPending ? (
        <Skeleton active />
      ) : list.length ? (
        <AlbumGallery pictures={list} language={language} />
      ) : (
        !pictures.isError && <Empty description={t('albums.emptyPictures')} />
      )}
    </Flex>
  );
}
