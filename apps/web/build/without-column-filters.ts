import type { Plugin } from 'vite';
import { replacedImport } from './replaced-import';

const tableFilters = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/;

const failure = JSON.stringify(
  "antd's column filters are left out of the portal's build (apps/web/build/without-column-filters.ts): " +
    'filter a list with its filter bar (components/resource/resource-filter-bar.tsx)',
);

/**
 * antd's Table imports the drop-down of its column filters whether or not a column has filters, and
 * with it antd's Tree, Menu items with checkboxes and radios, and a search box: about 15 KB gzip on every
 * list page. The portal's lists filter in their filter bar and never give a column `filters` or a
 * `filterDropdown`, so the drop-down is never drawn. A column given one fails loudly instead of quietly
 * showing no filter.
 */
export function withoutColumnFilters(): Plugin {
  return replacedImport(
    'portal-table-filter-dropdown',
    './FilterDropdown',
    tableFilters,
    [
      `export function flattenKeys() { throw new Error(${failure}); }`,
      `export default function FilterDropdown() { throw new Error(${failure}); }`,
    ].join('\n'),
  );
}
