import { type VendorListItem, vendorListQuerySchema } from '@portal/contracts/vendor';
import type { Database } from '../../db/client';
import { defineExport, labelOf, taipeiTime, yesNo } from '../exports/export-definition';
import { vendorLevelTexts, vendorStatusTexts } from '../exports/export-labels';
import { toVendorListItem } from './vendor-view';
import { listVendorRows, type VendorListQuery } from './vendors.repository';

/** `GET /Exports/Vendors`: the register (`vendors:read`), read as `GET /Vendors` reads it. */
export function vendorsExport(deps: { db: Database }) {
  return defineExport<VendorListQuery, VendorListItem>({
    list: 'Vendors',
    fileStem: 'vendors',
    access: { permission: 'vendors:read' },
    listQuerySchema: vendorListQuerySchema,
    read: (_reader, query) => listVendorRows(deps.db, query, toVendorListItem),
    columns: [
      { label: { 'zh-Hant': '統一編號', en: 'UBN' }, value: (vendor) => vendor.ubn },
      { label: { 'zh-Hant': '公司名稱', en: 'Company name' }, value: (vendor) => vendor.name },
      {
        label: { 'zh-Hant': '會員等級', en: 'Level' },
        value: (vendor, language) => labelOf(vendorLevelTexts, vendor.level, language),
      },
      {
        label: { 'zh-Hant': '狀態', en: 'Status' },
        value: (vendor, language) => labelOf(vendorStatusTexts, vendor.status, language),
      },
      { label: { 'zh-Hant': '負責人', en: 'Owner' }, value: (vendor) => vendor.ownerName },
      { label: { 'zh-Hant': '成員數', en: 'Members' }, value: (vendor) => vendor.memberCount },
      { label: { 'zh-Hant': '登記狀態', en: 'Registry status' }, value: (vendor) => vendor.registryStatus },
      {
        label: { 'zh-Hant': '登記異常', en: 'Registry flagged' },
        value: (vendor, language) => yesNo(vendor.registryFlagged, language),
      },
      {
        label: { 'zh-Hant': '登記查核時間', en: 'Registry checked' },
        value: (vendor) => taipeiTime(vendor.registryCheckedTime),
      },
      { label: { 'zh-Hant': '建立時間', en: 'Created' }, value: (vendor) => taipeiTime(vendor.createdTime) },
    ],
  });
}
