import type { VendorServices, VendorServicesInput } from '@portal/contracts/vendor-services';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hasPermission, type Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { lockVendor, nodesOf, replaceServices, servicesOf, vendorExists } from './vendor-services.repository';

/**
 * Which vendor a call acts on. Staff name it (`?vendorId=`): vendors:read to read, vendors:write to
 * change; a caller without either learns nothing of another vendor (404). Everyone else acts on their
 * own vendor: any role reads, owners and managers change.
 */
async function vendorOf(
  db: Database,
  principal: Principal,
  vendorId: string | undefined,
  need: 'read' | 'manage',
): Promise<string> {
  const own = principal.vendor;
  if (vendorId && vendorId !== own?.id) {
    const reads = hasPermission(principal, 'vendors:read') || hasPermission(principal, 'vendors:write');
    if (!reads) throw AppError.of('NOT_FOUND', { field: 'vendorId' });
    if (need === 'manage' && !hasPermission(principal, 'vendors:write')) throw AppError.of('FORBIDDEN');
    if (!(await vendorExists(db, vendorId))) throw AppError.of('NOT_FOUND', { field: 'vendorId' });
    return vendorId;
  }
  if (!own) throw AppError.of('NOT_IN_VENDOR');
  if (need === 'manage' && own.role === 'member') throw AppError.of('FORBIDDEN');
  return own.id;
}

/** What the action log keeps of a choice: ids and names, before and after. */
const snapshotOf = (services: { id: string; nameZh: string }[]) => ({
  serviceIds: services.map((service) => service.id),
  services: services.map((service) => service.nameZh),
});

/** The services a vendor offers: nodes of the service category tree. */
export function createVendorServicesService(deps: { db: Database }) {
  const { db } = deps;

  async function get(principal: Principal, vendorId: string | undefined): Promise<VendorServices> {
    const id = await vendorOf(db, principal, vendorId, 'read');
    return { vendorId: id, services: await servicesOf(db, id) };
  }

  /**
   * Replaces the choice. A new node must be an enabled service node; one the vendor already offers may
   * stay even if staff disabled it since (saving never drops it unasked). Anything else is a 400 naming
   * the index, and nothing changes.
   */
  async function set(
    principal: Principal,
    vendorId: string | undefined,
    input: VendorServicesInput,
    context: ActionContext,
  ): Promise<VendorServices> {
    const id = await vendorOf(db, principal, vendorId, 'manage');
    await db.transaction(async (tx) => {
      if (!(await lockVendor(tx, id))) throw AppError.of('NOT_FOUND', { field: 'vendorId' });
      const before = await servicesOf(tx, id);
      const held = new Set(before.map((service) => service.id));
      const nodes = new Map((await nodesOf(tx, input.categoryIds)).map((node) => [node.id, node]));
      input.categoryIds.forEach((categoryId, index) => {
        const node = nodes.get(categoryId);
        const fits = node?.kind === 'service' && (node.isEnabled || held.has(categoryId));
        if (!fits) throw AppError.of('VENDOR_SERVICE_INVALID', { field: `categoryIds.${index}` });
      });
      await replaceServices(tx, id, input.categoryIds);
      const after = await servicesOf(tx, id);
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor-services',
        entityId: id,
        before: snapshotOf(before),
        after: snapshotOf(after),
      });
    });
    return get(principal, vendorId);
  }

  return { get, set };
}

export type VendorServicesService = ReturnType<typeof createVendorServicesService>;
