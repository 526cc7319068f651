import type { Attribute } from '@portal/contracts/attributes';
import type {
  CatalogueFilterAttribute,
  CatalogueProduct,
  CatalogueProductList,
  CatalogueVendor,
  CatalogueVendorList,
  catalogueProductQuerySchema,
  catalogueVendorQuerySchema,
} from '@portal/contracts/marketplace';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { attributesApplyingTo, findAttribute } from '../attributes/attributes.repository';
import { ancestorIdsOf, subtreeOf } from '../categories/categories.repository';
import { imagesOf } from '../images/images.service';
import { sentShapeOf, toProductRow } from '../products/product-view';
import { attributeValuesOf, coversOf } from '../products/products.repository';
import { servicesOf } from '../vendor-services/vendor-services.repository';
import {
  type CatalogueSearch,
  categoryExists,
  findCatalogueProduct,
  findCatalogueVendor,
  searchCatalogueProducts,
  searchCatalogueVendors,
} from './marketplace.repository';
import { filterFits, readableValues } from './marketplace-filters';
import { isServiceNode, searchServiceVendors } from './marketplace-services.repository';

type ProductQuery = z.output<typeof catalogueProductQuerySchema>;
type VendorQuery = z.output<typeof catalogueVendorQuerySchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The search a query asks for: the category widened to its subtree, attribute filters checked against
 * the attributes the category offers (a filter that does not fit is a 400 naming the field).
 */
async function searchOf(db: Database, query: ProductQuery | VendorQuery): Promise<CatalogueSearch> {
  // The vendor list takes no vendor and no attribute filter: read both through the product query's shape.
  const condition: NonNullable<ProductQuery['condition']> = query.condition ?? {};
  const filters = condition.attributes ?? [];
  let categoryIds: string[] | undefined;
  if (condition.categoryId) {
    if (!(await categoryExists(db, condition.categoryId))) {
      throw AppError.of('MARKETPLACE_FILTER_INVALID', { field: 'condition.categoryId' });
    }
    categoryIds = (await subtreeOf(db, condition.categoryId)).map((node) => node.id);
  }
  if (filters.length > 0) {
    // With a category, only the attributes it offers; without one, any attribute.
    const offered = new Map<string, Attribute | undefined>();
    if (condition.categoryId) {
      const lineage = await ancestorIdsOf(db, condition.categoryId);
      for (const attribute of await attributesApplyingTo(db, lineage)) offered.set(attribute.id, attribute);
    } else {
      for (const { attributeId } of filters) offered.set(attributeId, await findAttribute(db, attributeId));
    }
    filters.forEach((filter, index) => {
      if (!filterFits(filter, offered.get(filter.attributeId))) {
        throw AppError.of('MARKETPLACE_FILTER_INVALID', { field: `condition.attributes.${index}` });
      }
    });
  }
  return {
    page: query.page,
    pageSize: query.pageSize,
    keyword: condition.keyword,
    categoryIds,
    vendorId: condition.vendorId,
    vendorLevel: condition.vendorLevel,
    certifiedFirst: condition.certifiedFirst,
    attributes: filters,
    sort: query.sortings?.[0]?.field ?? 'relevance',
  };
}

/**
 * The catalogue buyers use: what every signed-in person reads of published products of active vendors,
 * whoever they are (a vendor's own drafts are on its product page, not here).
 */
export function createMarketplaceService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async products(query: ProductQuery): Promise<CatalogueProductList> {
      const { totalCount, rows } = await searchCatalogueProducts(db, await searchOf(db, query));
      const covers = await coversOf(
        db,
        rows.map((row) => row.product.id),
      );
      return {
        totalCount,
        data: rows.map((row) => {
          const {
            status: _s,
            unpublishReason: _r,
            unpublishedTime: _t,
            ...rest
          } = toProductRow(
            { ...row.product, vendorName: row.vendorName, vendorStatus: 'active' },
            covers.get(row.product.id),
          );
          return { ...rest, vendorLevel: row.vendorLevel };
        }),
      };
    },

    async product(id: string): Promise<CatalogueProduct> {
      const row = await findCatalogueProduct(db, id);
      if (!row) throw AppError.of('NOT_FOUND');
      const { product } = row;
      const [stored, images, lineage] = await Promise.all([
        attributeValuesOf(db, id),
        imagesOf(db, 'product', [id]),
        ancestorIdsOf(db, product.categoryId),
      ]);
      const attributes = await attributesApplyingTo(db, lineage);
      const values = stored.map((value) => sentShapeOf(value.attributeId, value.value));
      return {
        id: product.id,
        vendorId: product.vendorId,
        vendorName: row.vendorName,
        vendorLevel: row.vendorLevel,
        nameZh: product.nameZh,
        nameEn: product.nameEn,
        descriptionZh: product.descriptionZh,
        descriptionEn: product.descriptionEn,
        categoryId: product.categoryId,
        categoryNameZh: row.categoryNameZh,
        categoryNameEn: row.categoryNameEn,
        attributes: readableValues(attributes, values),
        priceMin: product.priceMin,
        priceMax: product.priceMax,
        minOrderQuantity: product.minOrderQuantity,
        orderUnit: product.orderUnit,
        leadTimeDays: product.leadTimeDays,
        images: images.get(id) ?? [],
        publishedTime: iso(product.publishedAt),
        createdTime: product.createdAt.toISOString(),
        updatedTime: product.updatedAt.toISOString(),
      };
    },

    async vendors(query: VendorQuery): Promise<CatalogueVendorList> {
      const search = await searchOf(db, query);
      const serviceCategoryId = query.condition?.serviceCategoryId;
      if (serviceCategoryId) {
        // A service node and those below it: vendors offering any of them, products or not.
        if (!(await isServiceNode(db, serviceCategoryId))) {
          throw AppError.of('MARKETPLACE_FILTER_INVALID', { field: 'condition.serviceCategoryId' });
        }
        const serviceCategoryIds = (await subtreeOf(db, serviceCategoryId)).map((node) => node.id);
        const { totalCount, rows } = await searchServiceVendors(db, { ...search, serviceCategoryIds });
        return { totalCount, data: rows };
      }
      const { totalCount, rows } = await searchCatalogueVendors(db, search);
      return { totalCount, data: rows };
    },

    async vendor(id: string): Promise<CatalogueVendor> {
      const row = await findCatalogueVendor(db, id);
      if (!row) throw AppError.of('NOT_FOUND');
      const { certifiedAt, ...rest } = row;
      const services = await servicesOf(db, id, { enabledOnly: true });
      return {
        ...rest,
        certifiedTime: iso(certifiedAt),
        services: services.map(({ id: serviceId, nameZh, nameEn }) => ({ id: serviceId, nameZh, nameEn })),
      };
    },

    /** The filters a category offers: its choice, yes/no and number attributes. */
    async filterAttributes(categoryId: string): Promise<CatalogueFilterAttribute[]> {
      if (!(await categoryExists(db, categoryId))) throw AppError.of('NOT_FOUND');
      const attributes = await attributesApplyingTo(db, await ancestorIdsOf(db, categoryId));
      return attributes.flatMap((attribute): CatalogueFilterAttribute[] =>
        attribute.type === 'text'
          ? []
          : [
              {
                id: attribute.id,
                nameZh: attribute.nameZh,
                nameEn: attribute.nameEn,
                type: attribute.type,
                unitZh: attribute.unitZh,
                unitEn: attribute.unitEn,
                choices: attribute.values.map(({ id, nameZh, nameEn }) => ({ id, nameZh, nameEn })),
              },
            ],
      );
    },
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
