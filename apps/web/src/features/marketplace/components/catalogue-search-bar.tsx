import type { OptionResponse } from '@portal/contracts/categories';
import { Checkbox, Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TreeSelect } from '../../../components/tree-select';
import type { CatalogueState } from '../catalogue-query';

interface OptionNode {
  id: string;
  name: string;
  children: readonly OptionNode[];
}
interface TreeChoice {
  value: string;
  title: string;
  selectable?: boolean;
  children: TreeChoice[];
}

/** Both trees of `POST /Option` as one choice of a node by id; the tree names themselves are not choices. */
export function categoryTreeData(
  options: OptionResponse | undefined,
  titles: { product: string; service: string },
): TreeChoice[] {
  const choicesOf = (nodes: readonly OptionNode[]): TreeChoice[] =>
    nodes.map((node) => ({ value: node.id, title: node.name, children: choicesOf(node.children) }));
  return (
    [
      ['Product_Categories', titles.product],
      ['Service_Categories', titles.service],
    ] as const
  ).flatMap(([key, title]) => {
    const nodes = options?.[key] ?? [];
    return nodes.length > 0
      ? [{ value: `tree:${key}`, title, selectable: false, children: choicesOf(nodes) }]
      : [];
  });
}

interface SearchBarProps {
  state: CatalogueState;
  categories: OptionResponse | undefined;
  onChange: (change: Partial<CatalogueState>) => void;
}

/** Keyword, category, vendor level, 合格供應商 first, and the order. */
export function CatalogueSearchBar({ state, categories, onChange }: SearchBarProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(state.keyword);
  useEffect(() => setKeyword(state.keyword), [state.keyword]);
  const treeData = categoryTreeData(categories, {
    product: t('marketplace.productTree'),
    service: t('marketplace.serviceTree'),
  });
  return (
    <Flex vertical gap={8}>
      <Input.Search
        aria-label={t('marketplace.keyword')}
        placeholder={t('marketplace.keywordPlaceholder')}
        enterButton={t('marketplace.search')}
        value={keyword}
        maxLength={100}
        allowClear
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(value) => onChange({ keyword: value.trim() })}
      />
      <Flex gap={8} wrap align="center">
        <TreeSelect
          aria-label={t('marketplace.category')}
          placeholder={t('marketplace.categoryPlaceholder')}
          treeData={treeData}
          value={state.categoryId ?? null}
          onChange={(value: string | null) => onChange({ categoryId: value ?? undefined })}
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          style={{ minWidth: 200, flex: '1 1 200px' }}
        />
        <Select
          aria-label={t('marketplace.vendorLevel')}
          value={state.vendorLevel ?? 'any'}
          onChange={(value: string) =>
            onChange({ vendorLevel: value === 'any' ? undefined : (value as CatalogueState['vendorLevel']) })
          }
          options={[
            { value: 'any', label: t('marketplace.anyLevel') },
            { value: 'certified', label: t('marketplace.levels.certified') },
            { value: 'registered', label: t('marketplace.levels.registered') },
          ]}
          style={{ minWidth: 140 }}
        />
        <Select
          aria-label={t('marketplace.sort')}
          value={state.sort}
          onChange={(value: CatalogueState['sort']) => onChange({ sort: value })}
          options={[
            { value: 'relevance', label: t('marketplace.sortRelevance') },
            { value: 'newest', label: t('marketplace.sortNewest') },
          ]}
          style={{ minWidth: 120 }}
        />
        <Checkbox
          checked={state.certifiedFirst}
          onChange={(event) => onChange({ certifiedFirst: event.target.checked })}
        >
          {t('marketplace.certifiedFirst')}
        </Checkbox>
      </Flex>
    </Flex>
  );
}
