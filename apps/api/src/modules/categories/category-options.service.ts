import { createHash } from 'node:crypto';
import {
  type CategoryKind,
  type OptionName,
  type OptionResponse,
  optionNames,
} from '@portal/contracts/categories';
import type { Language } from '@portal/contracts/i18n';
import type { Database } from '../../db/client';
import { treeNodes } from './categories.repository';

interface Node {
  id: string;
  kind: CategoryKind;
  parentId: string | null;
  nameZh: string;
  nameEn: string;
  isEnabled: boolean;
}

interface OptionNode {
  id: string;
  name: string;
  children: OptionNode[];
}

/**
 * The enabled part of each tree, named in one language. A disabled node hides its whole branch: its
 * children cannot be reached without it. Nodes arrive level by level in sibling order.
 */
export function enabledTrees(nodes: readonly Node[], language: Language): Record<CategoryKind, OptionNode[]> {
  const trees: Record<CategoryKind, OptionNode[]> = { product: [], service: [] };
  const placed = new Map<string, OptionNode>();
  for (const node of nodes) {
    if (!node.isEnabled) continue;
    const option: OptionNode = {
      id: node.id,
      name: language === 'en' ? node.nameEn : node.nameZh,
      children: [],
    };
    if (node.parentId === null) trees[node.kind].push(option);
    else {
      const parent = placed.get(node.parentId);
      if (!parent) continue;
      parent.children.push(option);
    }
    placed.set(node.id, option);
  }
  return trees;
}

export interface CategoryOptionsAnswer {
  body: OptionResponse;
  /** A strong validator of exactly this answer (the names asked, the trees and the language). */
  etag: string;
}

/** `POST /Option`: the trees asked for by name, and their ETag. */
export async function categoryOptions(
  db: Database,
  names: readonly OptionName[],
  language: Language,
): Promise<CategoryOptionsAnswer> {
  const wanted = [...new Set(names)];
  const kinds = wanted.map((name) => optionNames[name]);
  const trees = enabledTrees(await treeNodes(db, kinds), language);
  const body: OptionResponse = Object.fromEntries(wanted.map((name) => [name, trees[optionNames[name]]]));
  const digest = createHash('sha256').update(language).update(JSON.stringify(body)).digest('base64url');
  return { body, etag: `"${digest.slice(0, 27)}"` };
}
