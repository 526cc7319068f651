import type { Plugin } from 'vite';
import { replacedImport } from './replaced-import';

const card = /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/;

const failure = JSON.stringify(
  "antd's Card tabs are left out of the portal's build (apps/web/build/without-card-tabs.ts): " +
    'put a Tabs inside the card instead of giving it a tabList',
);

/**
 * antd's Card imports Tabs for its `tabList` option whether or not a card has tabs: about 8 KB gzip on
 * every page with a card (the configuration page's sections are cards). The portal's cards never have a
 * `tabList`, so the Tabs the card would draw is never drawn; a card given one fails loudly instead of
 * quietly showing no tabs. Pages that import Tabs themselves keep antd's own.
 */
export function withoutCardTabs(): Plugin {
  return replacedImport(
    'portal-card-tabs',
    '../tabs',
    card,
    `export default function CardTabs() { throw new Error(${failure}); }`,
  );
}
