import type { AttributeFilter, MarketplaceSortField, VendorLevel } from '@portal/contracts/marketplace';
import { vendorLevels } from '@portal/contracts/marketplace';

/** What the catalogue page shows, kept in the address so a search can be shared and gone back to. */
export interface CatalogueState {
  tab: 'products' | 'vendors';
  keyword: string;
  categoryId: string | undefined;
  /** Vendors only: a service category (the vendors offering it or a node below it). */
  serviceId: string | undefined;
  vendorLevel: VendorLevel | undefined;
  certifiedFirst: boolean;
  sort: MarketplaceSortField;
  page: number;
  filters: AttributeFilter[];
}

export const catalogueState: CatalogueState = {
  tab: 'products',
  keyword: '',
  categoryId: undefined,
  serviceId: undefined,
  vendorLevel: undefined,
  certifiedFirst: false,
  sort: 'relevance',
  page: 1,
  filters: [],
};

export const cataloguePageSize = 20;

function parseFilters(text: string | null): AttributeFilter[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as AttributeFilter[]) : [];
  } catch {
    return [];
  }
}

/** The state an address holds; anything unreadable falls back to the default (the server checks the rest). */
export function stateFromParams(params: URLSearchParams): CatalogueState {
  const level = params.get('level');
  const page = Number(params.get('page'));
  return {
    tab: params.get('tab') === 'vendors' ? 'vendors' : 'products',
    keyword: params.get('q') ?? '',
    categoryId: params.get('category') || undefined,
    serviceId: params.get('service') || undefined,
    vendorLevel: vendorLevels.find((known) => known === level),
    certifiedFirst: params.get('certifiedFirst') === '1',
    sort: params.get('sort') === 'newest' ? 'newest' : 'relevance',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    filters: parseFilters(params.get('filters')),
  };
}

/** The address of a state: only what differs from the default. */
export function paramsFromState(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'products') params.set('tab', state.tab);
  if (state.keyword) params.set('q', state.keyword);
  if (state.categoryId) params.set('category', state.categoryId);
  if (state.serviceId) params.set('service', state.serviceId);
  if (state.vendorLevel) params.set('level', state.vendorLevel);
  if (state.certifiedFirst) params.set('certifiedFirst', '1');
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.filters.length > 0) params.set('filters', JSON.stringify(state.filters));
  return params;
}

/** The list query of `GET /Catalogue/Product` (or `/Catalogue/Vendor`, which takes no attribute filter). */
export function listQueryOf(state: CatalogueState) {
  const condition: Record<string, unknown> = {
    keyword: state.keyword.trim() || undefined,
    categoryId: state.categoryId,
    vendorLevel: state.vendorLevel,
    certifiedFirst: state.certifiedFirst || undefined,
  };
  if (state.tab === 'products' && state.filters.length > 0) condition.attributes = state.filters;
  // The service filter is the vendors' own: the product list ignores it.
  if (state.tab === 'vendors' && state.serviceId) condition.serviceCategoryId = state.serviceId;
  return {
    page: state.page,
    pageSize: cataloguePageSize,
    condition,
    sortings: [{ field: state.sort, dir: 'desc' as const }],
  };
}

/**
 * A change of what is searched starts again at page 1; a new category drops the attribute filters
 * (they belong to the category).
 */
export function changed(state: CatalogueState, change: Partial<CatalogueState>): CatalogueState {
  const next = { ...state, page: 1, ...change };
  if ('categoryId' in change && change.categoryId !== state.categoryId) next.filters = [];
  return next;
}

/** The filters with one attribute's filter replaced (or removed when `filter` is undefined). */
export function withFilter(
  filters: AttributeFilter[],
  attributeId: string,
  filter: AttributeFilter | undefined,
): AttributeFilter[] {
  const others = filters.filter((existing) => existing.attributeId !== attributeId);
  return filter ? [...others, filter] : others;
}

/** A choice filter from the picked ids (none: no filter). */
export function choiceFilter(attributeId: string, choiceIds: string[]): AttributeFilter | undefined {
  return choiceIds.length > 0 ? { attributeId, choiceIds } : undefined;
}

/** A number range from the two ends (neither: no filter). */
export function rangeFilter(
  attributeId: string,
  min: number | null | undefined,
  max: number | null | undefined,
): AttributeFilter | undefined {
  const range: { attributeId: string; min?: number; max?: number } = { attributeId };
  if (typeof min === 'number') range.min = min;
  if (typeof max === 'number') range.max = max;
  return range.min === undefined && range.max === undefined ? undefined : range;
}

/** The inquiry compose page, prefilled with the vendor and the product (the matching feature's address). */
export function inquiryPath(vendorId: string, productId?: string): string {
  const params = new URLSearchParams({ vendorId });
  if (productId) params.set('productId', productId);
  return `../inquiry-mailbox/new?${params.toString()}`;
}

/** A reference price as the catalogue shows it: a single price, a range, or nothing. */
export function priceText(
  product: { priceMin: number | null; priceMax: number | null },
  format: (amount: number) => string,
): string | null {
  if (product.priceMin === null) return null;
  if (product.priceMax === null || product.priceMax === product.priceMin) return format(product.priceMin);
  return `${format(product.priceMin)} – ${format(product.priceMax)}`;
}
