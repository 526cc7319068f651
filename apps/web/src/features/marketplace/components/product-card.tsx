import type { CatalogueProductRow } from '@portal/contracts/marketplace';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { useFormatAmount } from '../../../lib/use-format-amount';
import { useLanguage } from '../../../lib/use-language';
import { priceText } from '../catalogue-query';
import { VendorLevelTag } from './vendor-level-tag';

export function localProductName(product: { nameZh: string; nameEn: string }, language: string): string {
  return (language === 'en' && product.nameEn) || product.nameZh;
}

/** One product in the catalogue's grid: cover, name (the link to its page), vendor and level, price. */
export function ProductCard({ product }: { product: CatalogueProductRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatAmount();
  const name = localProductName(product, language);
  const price = priceText(product, (amount) => `NT$ ${format(amount)}`);
  return (
    <Card
      size="small"
      className="catalogue-card"
      cover={
        product.coverUrl ? (
          <img src={product.coverUrl} alt="" className="catalogue-cover" loading="lazy" />
        ) : (
          <div className="catalogue-cover catalogue-cover-empty" aria-hidden />
        )
      }
    >
      <h2 className="catalogue-card-title">
        <RouterLink to={`../catalogue/product?id=${encodeURIComponent(product.id)}`}>{name}</RouterLink>
      </h2>
      <div className="catalogue-card-vendor">
        <Typography.Text type="secondary">{product.vendorName}</Typography.Text>{' '}
        <VendorLevelTag level={product.vendorLevel} />
      </div>
      <div>{price ?? <Typography.Text type="secondary">{t('marketplace.noPrice')}</Typography.Text>}</div>
    </Card>
  );
}
