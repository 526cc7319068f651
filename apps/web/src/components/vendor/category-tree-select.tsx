import type { OptionResponse } from '@portal/contracts/categories';
import { TreeSelect } from '../tree-select';

interface TreeChoice {
  value: string;
  title: string;
  selectable?: boolean;
  disabled?: boolean;
  children: TreeChoice[];
}

interface OptionNode {
  id: string;
  name: string;
  children: readonly OptionNode[];
}

/**
 * The trees of `POST /Option` as one choice whose values are the nodes' names (what a company keeps as
 * its categories). A name already offered once (the same word in both trees) is offered once only.
 */
export function categoryChoices(
  options: OptionResponse,
  titles: { product: string; service: string },
): TreeChoice[] {
  const seen = new Set<string>();
  const choicesOf = (nodes: readonly OptionNode[]): TreeChoice[] =>
    nodes.map((node) => {
      const isRepeat = seen.has(node.name);
      seen.add(node.name);
      return {
        value: isRepeat ? `repeat:${node.id}` : node.name,
        title: node.name,
        ...(isRepeat ? { disabled: true } : {}),
        children: choicesOf(node.children),
      };
    });
  const trees: TreeChoice[] = [];
  for (const [key, title] of [
    ['Product_Categories', titles.product],
    ['Service_Categories', titles.service],
  ] as const) {
    const nodes = options[key] ?? [];
    if (nodes.length > 0)
      trees.push({ value: `tree:${key}`, title, selectable: false, children: choicesOf(nodes) });
  }
  return trees;
}

interface CategoryTreeSelectProps {
  treeData: TreeChoice[];
  maxCount?: number | undefined;
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  'aria-describedby'?: string;
}

/** Several categories picked from the association's trees (searchable, keyboard-usable). */
export function CategoryTreeSelect({ treeData, maxCount, ...props }: CategoryTreeSelectProps) {
  return (
    <TreeSelect
      {...props}
      multiple
      allowClear
      treeData={treeData}
      {...(maxCount === undefined ? {} : { maxCount })}
      treeNodeFilterProp="title"
      showSearch
    />
  );
}
