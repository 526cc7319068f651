import { type ProductRow, productListQuerySchema } from '@portal/contracts/product';
import type { z } from 'zod';
import { defineExport, labelOf, taipeiTime } from '../exports/export-definition';
import { productStatusTexts } from '../exports/export-labels';
import type { ProductService } from './products.service';

type ProductQuery = z.output<typeof productListQuerySchema>;

/**
 * `GET /Exports/Products`, read as `GET /Product` reads it: my vendor's products (every status), any
 * vendor's for staff with vendors:read, the published ones of active vendors for anyone else.
 */
export function productsExport(deps: { products: Pick<ProductService, 'list'> }) {
  return defineExport<ProductQuery, ProductRow>({
    list: 'Products',
    fileStem: 'products',
    access: 'signed-in',
    listQuerySchema: productListQuerySchema,
    read: (reader, query) => deps.products.list(reader.principal, query),
    columns: [
      { label: { 'zh-Hant': '產品名稱', en: 'Name (Chinese)' }, value: (product) => product.nameZh },
      { label: { 'zh-Hant': '英文名稱', en: 'Name (English)' }, value: (product) => product.nameEn },
      { label: { 'zh-Hant': '供應商', en: 'Supplier' }, value: (product) => product.vendorName },
      {
        label: { 'zh-Hant': '狀態', en: 'Status' },
        value: (product, language) => labelOf(productStatusTexts, product.status, language),
      },
      { label: { 'zh-Hant': '最低價格', en: 'Lowest price' }, value: (product) => product.priceMin },
      { label: { 'zh-Hant': '最高價格', en: 'Highest price' }, value: (product) => product.priceMax },
      {
        label: { 'zh-Hant': '最小訂購量', en: 'Minimum order' },
        value: (product) => product.minOrderQuantity,
      },
      { label: { 'zh-Hant': '訂購單位', en: 'Order unit' }, value: (product) => product.orderUnit },
      {
        label: { 'zh-Hant': '交期（天）', en: 'Lead time (days)' },
        value: (product) => product.leadTimeDays,
      },
      {
        label: { 'zh-Hant': '上架時間', en: 'Published' },
        value: (product) => taipeiTime(product.publishedTime),
      },
      {
        label: { 'zh-Hant': '更新時間', en: 'Updated' },
        value: (product) => taipeiTime(product.updatedTime),
      },
    ],
  });
}
