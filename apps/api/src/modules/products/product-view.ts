import type { StoredImage } from '@portal/contracts/image';
import type { Product, ProductAttributeValue, ProductRow } from '@portal/contracts/product';
import type { AcceptedAttributeValue } from '@portal/contracts/product-attribute-values';
import { imageFileUrl } from '../images/images.service';
import type { ProductRecord } from './products.repository';

/** A stored value back in the shape it is sent in (the web form reads the same shape it writes). */
export function sentShapeOf(attributeId: string, stored: Record<string, unknown>): ProductAttributeValue {
  // Omit over the union would merge its members; the stored shape is the union less its id.
  const value = { attributeId, ...stored } as AcceptedAttributeValue;
  switch (value.type) {
    case 'text':
      return { attributeId, value: value.text };
    case 'number':
      return { attributeId, value: value.number };
    case 'boolean':
      return { attributeId, value: value.boolean };
    case 'single':
      return { attributeId, value: value.choiceIds[0] };
    case 'multiple':
      return { attributeId, value: value.choiceIds };
  }
}

/** What an accepted value stores (its attribute is the row's own column). */
export function storedShapeOf(value: AcceptedAttributeValue): Record<string, unknown> {
  const { attributeId: _id, ...rest } = value;
  return rest;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function common(record: ProductRecord) {
  return {
    id: record.id,
    vendorId: record.vendorId,
    vendorName: record.vendorName,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    categoryId: record.categoryId,
    priceMin: record.priceMin,
    priceMax: record.priceMax,
    minOrderQuantity: record.minOrderQuantity,
    orderUnit: record.orderUnit,
    leadTimeDays: record.leadTimeDays,
    status: record.status,
    unpublishReason: record.unpublishReason,
    unpublishedTime: iso(record.unpublishedAt),
    publishedTime: iso(record.publishedAt),
    createdTime: record.createdAt.toISOString(),
    updatedTime: record.updatedAt.toISOString(),
  };
}

export function toProduct(
  record: ProductRecord,
  attributeValues: { attributeId: string; value: Record<string, unknown> }[],
  images: StoredImage[],
): Product {
  return {
    ...common(record),
    descriptionZh: record.descriptionZh,
    descriptionEn: record.descriptionEn,
    attributeValues: attributeValues.map((row) => sentShapeOf(row.attributeId, row.value)),
    images,
  };
}

export function toProductRow(
  record: ProductRecord,
  cover: { sha256: string | null; count: number } | undefined,
): ProductRow {
  return {
    ...common(record),
    coverUrl: cover?.sha256 ? imageFileUrl(cover.sha256, 'small') : null,
    imageCount: cover?.count ?? 0,
  };
}
