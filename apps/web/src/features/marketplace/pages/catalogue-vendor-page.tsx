import { Descriptions, Empty, Flex, Pagination, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardTitle, PageFrame } from '../../../components/page-frame';
import { RecordState } from '../../../components/record-state';
import { RouterLink } from '../../../components/router-link';
import { useTextBundles } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useLanguage } from '../../../lib/use-language';
import { useCatalogueVendor, useVendorProducts } from '../api/marketplace-api';
import { ProductCard } from '../components/product-card';
import { VendorLevelTag } from '../components/vendor-level-tag';
import '../marketplace.css';

function VendorProducts({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const products = useVendorProducts(vendorId, page);
  if (!products.data) return <Spin />;
  if (products.data.data.length === 0) return <Empty description={t('marketplace.vendor.empty')} />;
  return (
    <>
      <ul className="catalogue-grid" aria-labelledby="vendor-products">
        {products.data.data.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      {products.data.totalCount > 20 && (
        <Pagination
          style={{ marginTop: 16 }}
          current={page}
          pageSize={20}
          total={products.data.totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </>
  );
}

/** `catalogue/vendor?id=`: an active vendor and its published products, for every signed-in person. */
export default function CatalogueVendorPage() {
  useTextBundles('marketplace');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const language = useLanguage();
  const vendor = useCatalogueVendor(id);
  if (!vendor.data) {
    return (
      <PageFrame className="catalogue-page" title={t('pages.catalogueVendor.title')}>
        <RecordState
          id={id}
          query={vendor}
          notFound={t('marketplace.vendor.notFound')}
          errorTitle={t('marketplace.vendor.loadFailed')}
        />
      </PageFrame>
    );
  }
  const data = vendor.data;
  return (
    <PageFrame
      className="catalogue-page"
      title={data.name}
      actions={<RouterLink to="../catalogue">{t('marketplace.product.backToCatalogue')}</RouterLink>}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <VendorLevelTag level={data.level} />
          {data.certifiedTime && (
            <span>
              {t('marketplace.vendor.certifiedSince', { date: formatTaipeiTime(data.certifiedTime, 'date') })}
            </span>
          )}
        </Flex>
        <Descriptions
          size="small"
          column={1}
          items={[
            ...(data.nameEn ? [{ key: 'en', label: 'English', children: data.nameEn }] : []),
            ...(data.address
              ? [{ key: 'address', label: t('marketplace.vendor.address'), children: data.address }]
              : []),
            ...(data.website
              ? [{ key: 'website', label: t('marketplace.vendor.website'), children: data.website }]
              : []),
            ...(data.services.length > 0
              ? [
                  {
                    key: 'services',
                    label: t('marketplace.vendor.services'),
                    children: (
                      <Flex wrap gap={4} role="list">
                        {data.services.map((service) => (
                          <Tag key={service.id} role="listitem">
                            {language === 'en' && service.nameEn ? service.nameEn : service.nameZh}
                          </Tag>
                        ))}
                      </Flex>
                    ),
                  },
                ]
              : []),
            ...(data.categories.length > 0
              ? [
                  {
                    key: 'categories',
                    label: t('marketplace.vendor.categories'),
                    children: data.categories.join('、'),
                  },
                ]
              : []),
          ]}
        />
        <section>
          <CardTitle id="vendor-products">
            {t('marketplace.vendor.products')} ({data.productCount})
          </CardTitle>
          <VendorProducts vendorId={data.id} />
        </section>
      </Flex>
    </PageFrame>
  );
}
