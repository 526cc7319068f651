import type { CatalogueVendorRow } from '@portal/contracts/marketplace';
import { Button, Card, Empty, Flex, List, Pagination, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { useCategoryOptions } from '../../../lib/api/category-options';
import { useTextBundles } from '../../../lib/i18n';
import { useCatalogueProducts, useCatalogueVendors, useFilterAttributes } from '../api/marketplace-api';
import {
  type CatalogueState,
  cataloguePageSize,
  changed,
  paramsFromState,
  stateFromParams,
} from '../catalogue-query';
import { AttributeFilters } from '../components/attribute-filters';
import { CatalogueSearchBar } from '../components/catalogue-search-bar';
import { ProductCard } from '../components/product-card';
import { ServiceFilter } from '../components/service-filter';
import { VendorLevelTag } from '../components/vendor-level-tag';
import '../marketplace.css';

function VendorItem({ vendor }: { vendor: CatalogueVendorRow }) {
  const { t } = useTranslation();
  return (
    <List.Item>
      <Flex vertical gap={2}>
        <span>
          <RouterLink to={`../catalogue/vendor?id=${encodeURIComponent(vendor.id)}`}>
            {vendor.name}
          </RouterLink>{' '}
          <VendorLevelTag level={vendor.level} />
        </span>
        <Typography.Text type="secondary">
          {t('marketplace.productCount', { count: vendor.productCount })}
          {vendor.categories.length > 0 ? ` · ${vendor.categories.join('、')}` : ''}
        </Typography.Text>
      </Flex>
    </List.Item>
  );
}

/**
 * 產品目錄: every signed-in person finds published products of active vendors, and those vendors, by
 * keyword, category, the category's attributes and vendor level. The search lives in the address.
 */
export default function CataloguePage() {
  useTextBundles('marketplace');
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = stateFromParams(params);
  const update = (change: Partial<CatalogueState>) => setParams(paramsFromState(changed(state, change)));
  const categories = useCategoryOptions();
  const products = useCatalogueProducts(state);
  const vendors = useCatalogueVendors(state);
  const attributes = useFilterAttributes(state.categoryId);
  const active = state.tab === 'products' ? products : vendors;
  const total = active.data?.totalCount ?? 0;

  const results =
    state.tab === 'products' ? (
      products.data && products.data.data.length > 0 ? (
        <ul className="catalogue-grid" aria-label={t('marketplace.productsTabPlain')}>
          {products.data.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : (
        products.data && <Empty description={t('marketplace.emptyProducts')} />
      )
    ) : vendors.data && vendors.data.data.length > 0 ? (
      <List
        aria-label={t('marketplace.vendorsTabPlain')}
        dataSource={vendors.data.data}
        renderItem={(vendor) => <VendorItem vendor={vendor} />}
      />
    ) : (
      vendors.data && <Empty description={t('marketplace.emptyVendors')} />
    );

  return (
    <PageFrame
      className="catalogue-page"
      title={t('pages.catalogue.title')}
      description={t('pages.catalogue.description')}
    >
      <Flex vertical gap={16}>
        <CatalogueSearchBar state={state} categories={categories.data} onChange={update} />
        <div className="catalogue-layout">
          <Card size="small" title={<h2 className="catalogue-card-title">{t('marketplace.filters')}</h2>}>
            {state.tab === 'vendors' && (
              <div style={{ marginBottom: 12 }}>
                <ServiceFilter
                  categories={categories.data}
                  value={state.serviceId}
                  onChange={(serviceId) => update({ serviceId })}
                />
              </div>
            )}
            {state.categoryId === undefined ? (
              <Typography.Text type="secondary">{t('marketplace.filtersHint')}</Typography.Text>
            ) : attributes.data ? (
              <AttributeFilters
                attributes={attributes.data}
                filters={state.filters}
                onChange={(filters) => update({ filters })}
              />
            ) : (
              <Spin />
            )}
            {state.filters.length > 0 && (
              <Button type="link" onClick={() => update({ filters: [] })}>
                {t('marketplace.clearFilters')}
              </Button>
            )}
          </Card>
          <div>
            <Tabs
              activeKey={state.tab}
              onChange={(tab) => update({ tab: tab as CatalogueState['tab'] })}
              items={[
                {
                  key: 'products',
                  label:
                    state.tab === 'products' && products.data
                      ? t('marketplace.productsTab', { count: products.data.totalCount })
                      : t('marketplace.productsTabPlain'),
                },
                {
                  key: 'vendors',
                  label:
                    state.tab === 'vendors' && vendors.data
                      ? t('marketplace.vendorsTab', { count: vendors.data.totalCount })
                      : t('marketplace.vendorsTabPlain'),
                },
              ]}
            />
            <QueryState
              isPending={active.isPending}
              error={active.error}
              onRetry={() => void active.refetch()}
              errorTitle={t('marketplace.loadFailed')}
            />
            <div aria-busy={active.isFetching}>{results}</div>
            {total > cataloguePageSize && (
              <Pagination
                style={{ marginTop: 16 }}
                current={state.page}
                pageSize={cataloguePageSize}
                total={total}
                showSizeChanger={false}
                onChange={(page) => setParams(paramsFromState({ ...state, page }))}
              />
            )}
          </div>
        </div>
      </Flex>
    </PageFrame>
  );
}
