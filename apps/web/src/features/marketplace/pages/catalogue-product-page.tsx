import MessageOutlined from '@ant-design/icons/MessageOutlined';
import type { CatalogueProduct } from '@portal/contracts/marketplace';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useSearchParams } from 'react-router';
import { Lightbox } from '../../../components/lightbox';
import { PageFrame } from '../../../components/page-frame';
import { RecordState } from '../../../components/record-state';
import { RouterLink } from '../../../components/router-link';
import { useTextBundles } from '../../../lib/i18n';
import { useFormatAmount } from '../../../lib/use-format-amount';
import { useLanguage } from '../../../lib/use-language';
import { useCatalogueProduct } from '../api/marketplace-api';
import { attributeName, attributeText } from '../catalogue-attributes';
import { inquiryPath, priceText } from '../catalogue-query';
import { localProductName } from '../components/product-card';
import { VendorLevelTag } from '../components/vendor-level-tag';
import '../marketplace.css';

/** The 詢問 button: a link (it goes to the inquiry compose page), drawn as the primary button. */
function InquireLink({ product }: { product: CatalogueProduct }) {
  const { t } = useTranslation();
  const to = inquiryPath(product.vendorId, product.id);
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      type="primary"
      href={href}
      onClick={onClick}
      icon={<MessageOutlined aria-hidden />}
      title={t('marketplace.product.inquireHint')}
    >
      {t('marketplace.product.inquire')}
    </Button>
  );
}

function Gallery({ product, name }: { product: CatalogueProduct; name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState<number | null>(null);
  if (product.images.length === 0) {
    return <Typography.Text type="secondary">{t('marketplace.product.noImages')}</Typography.Text>;
  }
  const pictures = product.images.map((image) => ({ image, captionZh: '', captionEn: '' }));
  return (
    <>
      <div className="catalogue-gallery">
        {product.images.map((image, index) => (
          <button
            key={image.id}
            type="button"
            className="catalogue-thumb"
            aria-label={t('marketplace.product.zoom', { index: index + 1 })}
            onClick={() => setOpen(index)}
          >
            <img
              src={image.variants.small.url}
              width={image.variants.small.width}
              height={image.variants.small.height}
              alt={t('marketplace.product.imageAlt', { name, index: index + 1 })}
            />
          </button>
        ))}
      </div>
      {open !== null && (
        <Lightbox
          pictures={pictures}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          language={language}
        />
      )}
    </>
  );
}

function ProductView({ product }: { product: CatalogueProduct }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatAmount();
  const name = localProductName(product, language);
  const description = (language === 'en' && product.descriptionEn) || product.descriptionZh;
  const price = priceText(product, (amount) => `NT$ ${format(amount)}`);
  const words = {
    yes: t('marketplace.yes'),
    no: t('marketplace.no'),
    listSeparator: language === 'en' ? ', ' : '、',
  };
  return (
    <PageFrame
      className="catalogue-page"
      title={name}
      actions={<RouterLink to="../catalogue">{t('marketplace.product.backToCatalogue')}</RouterLink>}
    >
      <Flex vertical gap={16}>
        <Gallery product={product} name={name} />
        <Flex gap={8} wrap align="center">
          <span>{t('marketplace.product.vendor')}：</span>
          <RouterLink to={`../catalogue/vendor?id=${encodeURIComponent(product.vendorId)}`}>
            {product.vendorName}
          </RouterLink>
          <VendorLevelTag level={product.vendorLevel} />
          <InquireLink product={product} />
        </Flex>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            {
              key: 'price',
              label: t('marketplace.product.price'),
              children: price ?? t('marketplace.noPrice'),
            },
            {
              key: 'category',
              label: t('marketplace.product.category'),
              children: (language === 'en' && product.categoryNameEn) || product.categoryNameZh,
            },
            ...(product.minOrderQuantity !== null
              ? [
                  {
                    key: 'moq',
                    label: t('marketplace.product.minOrder'),
                    children: `${product.minOrderQuantity} ${product.orderUnit}`.trim(),
                  },
                ]
              : []),
            ...(product.leadTimeDays !== null
              ? [
                  {
                    key: 'lead',
                    label: t('marketplace.product.leadTime'),
                    children: t('marketplace.product.leadTimeDays', { days: product.leadTimeDays }),
                  },
                ]
              : []),
          ]}
        />
        {product.attributes.length > 0 && (
          <Card
            size="small"
            title={<h2 className="catalogue-card-title">{t('marketplace.product.attributes')}</h2>}
          >
            <Descriptions
              size="small"
              column={1}
              items={product.attributes.map((value) => ({
                key: value.attributeId,
                label: attributeName(value, language),
                children: attributeText(value, language, words),
              }))}
            />
          </Card>
        )}
        {description && (
          <Card
            size="small"
            title={<h2 className="catalogue-card-title">{t('marketplace.product.description')}</h2>}
          >
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list on every write */}
            <div className="catalogue-description" dangerouslySetInnerHTML={{ __html: description }} />
          </Card>
        )}
      </Flex>
    </PageFrame>
  );
}

/** `catalogue/product?id=`: a published product for every signed-in person, with the 詢問 button. */
export default function CatalogueProductPage() {
  // `publishing` holds the lightbox's texts.
  useTextBundles('marketplace', 'publishing');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const product = useCatalogueProduct(id);
  if (!product.data) {
    return (
      <PageFrame className="catalogue-page" title={t('pages.catalogueProduct.title')}>
        <RecordState
          id={id}
          query={product}
          notFound={t('marketplace.product.notFound')}
          errorTitle={t('marketplace.product.loadFailed')}
        />
      </PageFrame>
    );
  }
  return <ProductView product={product.data} />;
}
