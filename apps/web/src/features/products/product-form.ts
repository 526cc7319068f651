import type { Attribute } from '@portal/contracts/attributes';
import type { Category } from '@portal/contracts/categories';
import type { Product, ProductAttributeValue, ProductInput, ProductStatus } from '@portal/contracts/product';

/** The product form's values: attribute values keyed by attribute id (one field each). */
export interface ProductFormValues {
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  categoryId?: string | undefined;
  attributes: Record<string, unknown>;
  priceMin: number | null;
  priceMax: number | null;
  minOrderQuantity: number | null;
  orderUnit: string;
  leadTimeDays: number | null;
  imageIds: string[];
  status: ProductStatus;
}

export function toFormValues(product: Product | null): ProductFormValues {
  return {
    nameZh: product?.nameZh ?? '',
    nameEn: product?.nameEn ?? '',
    descriptionZh: product?.descriptionZh ?? '',
    descriptionEn: product?.descriptionEn ?? '',
    categoryId: product?.categoryId,
    attributes: Object.fromEntries(
      (product?.attributeValues ?? []).map((item) => [item.attributeId, item.value]),
    ),
    priceMin: product?.priceMin ?? null,
    priceMax: product?.priceMax ?? null,
    minOrderQuantity: product?.minOrderQuantity ?? null,
    orderUnit: product?.orderUnit ?? '',
    leadTimeDays: product?.leadTimeDays ?? null,
    imageIds: (product?.images ?? []).map((image) => image.id),
    status: product?.status ?? 'draft',
  };
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The body of `PUT /Product` or `POST /Product/{id}`: only the attributes of the chosen category are
 * sent (values left from another category are dropped), blank ones not at all.
 */
export function toProductInput(values: ProductFormValues, applicable: readonly Attribute[]): ProductInput {
  const attributeValues: ProductAttributeValue[] = applicable
    .filter((attribute) => !isBlank(values.attributes?.[attribute.id]))
    .map((attribute) => ({
      attributeId: attribute.id,
      value: values.attributes[attribute.id] as ProductAttributeValue['value'],
    }));
  return {
    nameZh: values.nameZh,
    nameEn: values.nameEn ?? '',
    descriptionZh: values.descriptionZh ?? '',
    descriptionEn: values.descriptionEn ?? '',
    categoryId: values.categoryId ?? '',
    attributeValues,
    priceMin: values.priceMin ?? null,
    priceMax: values.priceMax ?? null,
    minOrderQuantity: values.minOrderQuantity ?? null,
    orderUnit: values.orderUnit ?? '',
    leadTimeDays: values.leadTimeDays ?? null,
    imageIds: values.imageIds ?? [],
    status: values.status,
  };
}

/** A product's whole body with another status (the list's publish and archive buttons). */
export function withStatus(product: Product, status: ProductStatus): ProductInput {
  return {
    ...toProductInput(toFormValues(product), []),
    attributeValues: product.attributeValues,
    status,
  };
}

/** The node and its ancestors, nearest first. */
export function lineageOf(categories: readonly Category[], id: string | undefined): string[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const lineage: string[] = [];
  let current = id ? byId.get(id) : undefined;
  while (current && !lineage.includes(current.id)) {
    lineage.push(current.id);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return lineage;
}

/** The attributes a product in `categoryId` fills in: those naming it or an ancestor, and those naming none. */
export function applicableAttributes(
  attributes: readonly Attribute[],
  categories: readonly Category[],
  categoryId: string | undefined,
): Attribute[] {
  if (!categoryId) return [];
  const lineage = new Set(lineageOf(categories, categoryId));
  return attributes
    .filter(
      (attribute) =>
        attribute.categoryIds.length === 0 || attribute.categoryIds.some((id) => lineage.has(id)),
    )
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

/** A reference price for a list: "NT$100–200", "NT$80", or empty. */
export function priceText(
  product: { priceMin: number | null; priceMax: number | null },
  format: (n: number) => string,
) {
  const { priceMin, priceMax } = product;
  if (priceMin === null) return '';
  if (priceMax === null || priceMax === priceMin) return `NT$${format(priceMin)}`;
  return `NT$${format(priceMin)}–${format(priceMax)}`;
}

/**
 * The description editor's formatting: wraps the selected text in a tag (or puts an empty pair at the
 * caret), answering the new text and the selection to restore inside the tag.
 */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  open: string,
  close: string,
): { text: string; start: number; end: number } {
  const before = text.slice(0, start);
  const selected = text.slice(start, end);
  const after = text.slice(end);
  return {
    text: `${before}${open}${selected}${close}${after}`,
    start: start + open.length,
    end: start + open.length + selected.length,
  };
}

/** A category choice of the form's tree select (disabled nodes are shown but cannot be picked). */
export interface CategoryChoice {
  value: string;
  title: string;
  disabled: boolean;
  children: CategoryChoice[];
}

/** The product tree as choices, siblings in their order, names in the interface language. */
export function categoryChoices(
  categories: readonly Category[],
  language: 'zh-Hant' | 'en',
): CategoryChoice[] {
  const childrenOf = (parentId: string | null): CategoryChoice[] =>
    categories
      .filter((category) => category.parentId === parentId)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((category) => ({
        value: category.id,
        title: language === 'en' ? category.nameEn || category.nameZh : category.nameZh,
        disabled: !category.isEnabled,
        children: childrenOf(category.id),
      }));
  return childrenOf(null);
}
