import type { ProductRow, ProductStatus } from '@portal/contracts/product';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn } from '../../../components/resource/resource-table';
import { formatRelativeTime } from '../../../lib/relative-time';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useFormatAmount } from '../../../lib/use-format-amount';
import { useLanguage } from '../../../lib/use-language';
import { priceText } from '../product-form';

const statusColors: Record<ProductStatus, string> = {
  draft: 'default',
  published: 'green',
  archived: 'orange',
};

export function productName(product: { nameZh: string; nameEn: string }, language: string): string {
  return language === 'en' && product.nameEn ? product.nameEn : product.nameZh;
}

/**
 * The columns of a vendor's product list; name, status, price and update time sort on the server. Staff
 * see every vendor's products, so for them the vendor's name follows the product's.
 */
export function useProductColumns(options: { showVendor?: boolean } = {}): ResourceColumn<ProductRow>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatAmount();
  const vendorColumn: ResourceColumn<ProductRow> = {
    key: 'vendorName',
    title: t('products.vendor'),
    render: (_value, product) => product.vendorName,
  };
  return [
    {
      key: 'cover',
      title: t('products.cover'),
      render: (_value, product) =>
        product.coverUrl ? (
          <img
            src={product.coverUrl}
            alt=""
            width={48}
            height={48}
            className="product-cover"
            loading="lazy"
          />
        ) : (
          <span className="product-cover product-cover-empty">{t('products.noCover')}</span>
        ),
    },
    {
      key: 'nameZh',
      title: t('products.name'),
      sortable: true,
      render: (_value, product) => <strong>{productName(product, language)}</strong>,
    },
    ...(options.showVendor ? [vendorColumn] : []),
    {
      key: 'status',
      title: t('products.status'),
      sortable: true,
      render: (_value, product) => (
        <span>
          <Tag color={statusColors[product.status]}>{t(`products.statuses.${product.status}`)}</Tag>
          {product.unpublishReason && (
            <Tooltip title={product.unpublishReason}>
              <Tag color="red" tabIndex={0}>
                {t('products.unpublished')}
              </Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      key: 'priceMin',
      title: t('products.price'),
      sortable: true,
      align: 'end',
      render: (_value, product) => priceText(product, format),
    },
    {
      key: 'updatedTime',
      title: t('products.updatedTime'),
      sortable: true,
      render: (_value, product) => (
        <time dateTime={product.updatedTime} title={formatTaipeiTime(product.updatedTime, 'minute')}>
          {formatRelativeTime(product.updatedTime, { language })}
        </time>
      ),
    },
  ];
}
