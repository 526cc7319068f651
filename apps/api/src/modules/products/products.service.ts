import type { Product, ProductFields, ProductList, productListQuerySchema } from '@portal/contracts/product';
import { checkAttributeValues } from '@portal/contracts/product-attribute-values';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, type AppErrorDetail } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hasPermission, type Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { attributeRulesFor } from '../attributes/attribute-rules.service';
import { detachImages, imagesOf, replaceImages } from '../images/images.service';
import { sanitizeDescription } from './description-sanitizer';
import { storedShapeOf, toProduct, toProductRow } from './product-view';
import {
  attributeValuesOf,
  coversOf,
  deleteProduct,
  findProduct,
  insertProduct,
  isUsableProductCategory,
  listProducts,
  type ProductListScope,
  type ProductRecord,
  replaceAttributeValues,
  updateProduct,
} from './products.repository';

type ListQuery = z.output<typeof productListQuerySchema>;
const ownerType = 'product';

/** Whether the caller reads this product: its vendor's people, staff who read vendors, or anyone once public. */
function canRead(principal: Principal, record: ProductRecord): boolean {
  if (principal.vendor?.id === record.vendorId) return true;
  if (hasPermission(principal, 'vendors:read')) return true;
  return record.status === 'published' && record.vendorStatus === 'active';
}

/**
 * The caller's vendor, for a write: owners and managers write, members are refused (403). A product of
 * another vendor is answered as missing (404) before any role is looked at, staff included.
 */
function writerVendorOf(principal: Principal, record?: ProductRecord): string {
  const own = principal.vendor;
  if (record && record.vendorId !== own?.id) throw AppError.of('NOT_FOUND');
  if (!own || own.role === 'member') throw AppError.of('FORBIDDEN');
  return own.id;
}

function listScopeOf(principal: Principal, vendorId: string | undefined): ProductListScope {
  const own = principal.vendor?.id;
  if (own && (!vendorId || vendorId === own)) return { kind: 'vendor', vendorId: own };
  if (hasPermission(principal, 'vendors:read')) return { kind: 'all' };
  return { kind: 'published', vendorId };
}

async function checkedFields(tx: Database, input: ProductFields) {
  if (!(await isUsableProductCategory(tx, input.categoryId))) {
    throw AppError.of('PRODUCT_CATEGORY_NOT_FOUND', { field: 'categoryId' });
  }
  const rules = await attributeRulesFor(tx, input.categoryId);
  const checked = checkAttributeValues(rules, input.attributeValues);
  if (!checked.ok) {
    const details = checked.issues.map(
      (issue): AppErrorDetail => ({
        code: issue.code,
        field: `attributeValues.${issue.attributeId}`,
        data: { attributeId: issue.attributeId },
      }),
    );
    throw new AppError(details as [AppErrorDetail, ...AppErrorDetail[]]);
  }
  const descriptionZh = sanitizeDescription(input.descriptionZh);
  const descriptionEn = sanitizeDescription(input.descriptionEn);
  return {
    values: {
      nameZh: input.nameZh,
      nameEn: input.nameEn,
      descriptionZh,
      descriptionEn,
      categoryId: input.categoryId,
      priceMin: input.priceMin,
      priceMax: input.priceMax,
      minOrderQuantity: input.minOrderQuantity,
      orderUnit: input.orderUnit,
      leadTimeDays: input.leadTimeDays,
      status: input.status,
    },
    attributeValues: checked.values.map((value) => ({
      attributeId: value.attributeId,
      value: storedShapeOf(value),
    })),
  };
}

/** What the action log keeps of a product: its fields, not its pictures' files. */
function snapshotOf(product: Product): Record<string, unknown> {
  const { images, createdTime: _c, updatedTime: _u, ...rest } = product;
  return { ...rest, imageIds: images.map((image) => image.id) };
}

/** Vendors' products (`Product`): see `@portal/contracts/product` for who reads and writes what. */
export function createProductService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function read(tx: Database, id: string): Promise<Product> {
    const record = await findProduct(tx, id);
    if (!record) throw AppError.of('NOT_FOUND');
    const [values, images] = await Promise.all([attributeValuesOf(tx, id), imagesOf(tx, ownerType, [id])]);
    return toProduct(record, values, images.get(id) ?? []);
  }

  return {
    async get(principal: Principal, id: string): Promise<Product> {
      const record = await findProduct(db, id);
      if (!record || !canRead(principal, record)) throw AppError.of('NOT_FOUND');
      return read(db, id);
    },

    async list(principal: Principal, query: ListQuery): Promise<ProductList> {
      const scope = listScopeOf(principal, query.condition?.vendorId);
      const { totalCount, rows } = await listProducts(db, scope, query);
      const covers = await coversOf(
        db,
        rows.map((row) => row.id),
      );
      return { totalCount, data: rows.map((row) => toProductRow(row, covers.get(row.id))) };
    },

    async create(principal: Principal, input: ProductFields, context: ActionContext): Promise<Product> {
      const vendorId = writerVendorOf(principal);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const checked = await checkedFields(tx, input);
        const id = await insertProduct(tx, {
          ...checked.values,
          vendorId,
          publishedAt: input.status === 'published' ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        await replaceAttributeValues(tx, id, checked.attributeValues);
        await replaceImages(tx, {
          actorId: principal.userId,
          owner: { type: ownerType, id },
          imageIds: input.imageIds,
          at: now,
        });
        const product = await read(tx, id);
        await recordAction(
          tx,
          context,
          { action: 'create', entityType: 'product', entityId: id, after: snapshotOf(product) },
          now,
        );
        return product;
      });
    },

    async update(
      principal: Principal,
      id: string,
      input: ProductFields,
      context: ActionContext,
    ): Promise<Product> {
      return db.transaction(async (tx) => {
        const record = await findProduct(tx, id, { forUpdate: true });
        if (!record) throw AppError.of('NOT_FOUND');
        writerVendorOf(principal, record);
        const before = await read(tx, id);
        const now = clock.now();
        const checked = await checkedFields(tx, input);
        const publishing = input.status === 'published' && record.status !== 'published';
        await updateProduct(tx, id, {
          ...checked.values,
          updatedAt: now,
          // Publishing again answers staff's reason: it is cleared, the log keeps it.
          ...(publishing
            ? { publishedAt: now, unpublishReason: null, unpublishedAt: null, unpublishedBy: null }
            : {}),
        });
        await replaceAttributeValues(tx, id, checked.attributeValues);
        await replaceImages(tx, {
          actorId: principal.userId,
          owner: { type: ownerType, id },
          imageIds: input.imageIds,
          at: now,
        });
        const after = await read(tx, id);
        await recordAction(
          tx,
          context,
          {
            action: 'update',
            entityType: 'product',
            entityId: id,
            before: snapshotOf(before),
            after: snapshotOf(after),
          },
          now,
        );
        return after;
      });
    },

    async remove(principal: Principal, id: string, context: ActionContext): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        const record = await findProduct(tx, id, { forUpdate: true });
        if (!record) throw AppError.of('NOT_FOUND');
        writerVendorOf(principal, record);
        const before = await read(tx, id);
        const now = clock.now();
        // Its pictures are let go (swept a day later); its attribute values go with it (cascade).
        await detachImages(tx, { type: ownerType, id }, now);
        await deleteProduct(tx, id);
        await recordAction(
          tx,
          context,
          { action: 'delete', entityType: 'product', entityId: id, before: snapshotOf(before) },
          now,
        );
        return { id };
      });
    },

    /** Staff take a published product off the catalogue; the vendor sees the reason. */
    async unpublish(
      principal: Principal,
      id: string,
      reason: string,
      context: ActionContext,
    ): Promise<Product> {
      return db.transaction(async (tx) => {
        const record = await findProduct(tx, id, { forUpdate: true });
        if (!record) throw AppError.of('NOT_FOUND');
        if (record.status !== 'published') throw AppError.of('PRODUCT_NOT_PUBLISHED');
        const now = clock.now();
        await updateProduct(tx, id, {
          status: 'draft',
          unpublishReason: reason,
          unpublishedAt: now,
          unpublishedBy: principal.userId,
          updatedAt: now,
        });
        await recordAction(
          tx,
          context,
          {
            action: 'update',
            entityType: 'product',
            entityId: id,
            before: { status: record.status },
            after: { status: 'draft', unpublishReason: reason },
          },
          now,
        );
        return read(tx, id);
      });
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
