import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Banner, BannerPosition } from '@portal/contracts/banners';
import { Alert, Button, Card, Empty, Flex, List, Select, Skeleton, Tag, Typography } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened';
import { ResourceDeleteButton } from '../../../components/resource/resource-delete-button';
import { splitApiError } from '../../../lib/form-errors';
import { usePublishingTexts } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import {
  useBannerMutations,
  useBannersOf,
  usePositionMutations,
  usePositions,
} from '../api/banners-resource';
import '../banners.css';

const PositionFormDrawer = lazy(() =>
  import('../components/position-form-drawer').then((module) => ({ default: module.PositionFormDrawer })),
);

const BannerFormDrawer = lazy(() =>
  import('../components/banner-form-drawer').then((module) => ({ default: module.BannerFormDrawer })),
);

const positionName = (position: BannerPosition, language: string) =>
  language === 'en' ? position.nameEn : position.nameZh;

/** 橫幅管理: the positions, and the banners of the chosen one in their order. Needs `banners:write`. */
export default function BannerPage() {
  usePublishingTexts();
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('pages.banner.title'));
  const positions = usePositions();
  const [chosen, setChosen] = useState<string | undefined>();
  const positionId = chosen ?? positions.data?.data[0]?.id;
  const banners = useBannersOf(positionId);
  const { remove: removePosition } = usePositionMutations();
  const { remove: removeBanner } = useBannerMutations();
  const [positionForm, setPositionForm] = useState({ open: false, position: null as BannerPosition | null });
  const [bannerForm, setBannerForm] = useState({ open: false, banner: null as Banner | null });
  const chosenPosition = positions.data?.data.find((position) => position.id === positionId);

  const schedule = (banner: Banner) =>
    banner.startsAt || banner.endsAt
      ? `${banner.startsAt ? formatTaipeiTime(banner.startsAt, 'minute') : '…'} – ${banner.endsAt ? formatTaipeiTime(banner.endsAt, 'minute') : '…'}`
      : t('banners.always');

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('pages.banner.title')}
        </Typography.Title>
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setPositionForm({ open: true, position: null })}
        >
          {t('banners.addPosition')}
        </Button>
      </Flex>
      {positions.isError && (
        <Alert type="error" showIcon message={splitApiError(positions.error, []).general.join(' ')} />
      )}
      <Card title={<h2 className="card-heading">{t('banners.positions')}</h2>}>
        <Typography.Paragraph type="secondary">{t('banners.positionsHint')}</Typography.Paragraph>
        {positions.isPending ? (
          <Skeleton active />
        ) : positions.data?.data.length ? (
          <List
            dataSource={positions.data.data}
            renderItem={(position) => (
              <List.Item
                actions={[
                  <Button
                    key="edit"
                    type="link"
                    size="small"
                    icon={<EditOutlined aria-hidden />}
                    aria-label={`${t('banners.editPosition')} ${position.code}`}
                    onClick={() => setPositionForm({ open: true, position })}
                  >
                    {t('resource.edit')}
                  </Button>,
                  <ResourceDeleteButton
                    key="delete"
                    name={positionName(position, language)}
                    onDelete={() => removePosition.mutateAsync(position.id)}
                  />,
                ]}
              >
                <List.Item.Meta
                  title={`${positionName(position, language)} (${position.code})`}
                  description={[position.sizeHint, `${t('banners.bannerCount')} ${position.bannerCount}`]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </List.Item>
            )}
          />
        ) : (
          <Empty description={t('banners.noPositions')} />
        )}
      </Card>
      {positionId && (
        <Card
          title={<h2 className="card-heading">{t('banners.list')}</h2>}
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setBannerForm({ open: true, banner: null })}
            >
              {t('banners.add')}
            </Button>
          }
        >
          <Flex vertical gap="middle">
            <div className="banner-position-choice">
              <label htmlFor="banner-position-choice">{t('banners.position')}</label>
              <Select
                value={positionId}
                onChange={setChosen}
                id="banner-position-choice"
                style={{ minWidth: 200 }}
                options={positions.data?.data.map((position) => ({
                  value: position.id,
                  label: `${positionName(position, language)} (${position.code})`,
                }))}
              />
            </div>
            {banners.isPending ? (
              <Skeleton active />
            ) : banners.data?.data.length ? (
              <List
                dataSource={banners.data.data}
                renderItem={(banner) => (
                  <List.Item
                    actions={[
                      <Button
                        key="edit"
                        type="link"
                        size="small"
                        icon={<EditOutlined aria-hidden />}
                        aria-label={`${t('banners.edit')} ${banner.altZh}`}
                        onClick={() => setBannerForm({ open: true, banner })}
                      >
                        {t('resource.edit')}
                      </Button>,
                      <ResourceDeleteButton
                        key="delete"
                        name={banner.altZh}
                        onDelete={() => removeBanner.mutateAsync(banner.id)}
                      />,
                    ]}
                  >
                    <List.Item.Meta
                      avatar={
                        <img
                          className="banner-image-cell"
                          src={banner.image.variants.small.url}
                          width={banner.image.variants.small.width}
                          height={banner.image.variants.small.height}
                          alt=""
                          loading="lazy"
                        />
                      }
                      title={language === 'en' ? banner.altEn : banner.altZh}
                      description={
                        <>
                          <Tag color={banner.isEnabled ? 'green' : 'default'}>
                            {banner.isEnabled ? t('banners.enabled') : t('banners.disabled')}
                          </Tag>
                          {schedule(banner)}
                          {banner.linkUrl && <div className="banner-link">{banner.linkUrl}</div>}
                        </>
                      }
                    />
                  </List.Item>
                )}
              />
            ) : (
              <Empty description={t('banners.empty')} />
            )}
          </Flex>
        </Card>
      )}
      <MountWhenOpened open={positionForm.open}>
        <PositionFormDrawer
          open={positionForm.open}
          position={positionForm.position}
          onClose={() => setPositionForm((current) => ({ ...current, open: false }))}
        />
      </MountWhenOpened>
      {chosenPosition && (
        <MountWhenOpened open={bannerForm.open}>
          <BannerFormDrawer
            open={bannerForm.open}
            positionId={chosenPosition.id}
            banner={bannerForm.banner}
            onClose={() => setBannerForm((current) => ({ ...current, open: false }))}
          />
        </MountWhenOpened>
      )}
    </Flex>
  );
}
