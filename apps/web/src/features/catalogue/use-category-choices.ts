import type { Category } from '@portal/contracts/categories';
import { useLanguage } from '../../lib/use-language';
import { useCategoryTree } from './api/categories-resource';
import { localName } from './category-texts';
import { buildCategoryTree, type CategoryTreeNode } from './category-tree';

export interface CategoryChoice {
  value: string;
  title: string;
  children: CategoryChoice[];
}

function choicesOf(nodes: CategoryTreeNode[], language: 'zh-Hant' | 'en'): CategoryChoice[] {
  return nodes.map(({ category, children }) => ({
    value: category.id,
    title: localName(category, language),
    children: choicesOf(children, language),
  }));
}

/** Both category trees: names by id (for the list) and the choice tree (for the form). */
export function useCategoryChoices(titles: { product: string; service: string }) {
  const language = useLanguage();
  const product = useCategoryTree('product');
  const service = useCategoryTree('service');
  const all: Category[] = [...(product.data ?? []), ...(service.data ?? [])];
  const names = new Map(all.map((category) => [category.id, localName(category, language)]));
  // The two trees as two unselectable branches of one choice.
  const treeData = [
    {
      value: 'tree:product',
      title: titles.product,
      selectable: false,
      checkable: false,
      children: choicesOf(buildCategoryTree(product.data ?? []), language),
    },
    {
      value: 'tree:service',
      title: titles.service,
      selectable: false,
      checkable: false,
      children: choicesOf(buildCategoryTree(service.data ?? []), language),
    },
  ];
  return { names, treeData };
}
