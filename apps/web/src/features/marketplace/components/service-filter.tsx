import type { OptionResponse } from '@portal/contracts/categories';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TreeSelect } from '../../../components/tree-select';

interface OptionNode {
  id: string;
  name: string;
  children: readonly OptionNode[];
}
interface TreeChoice {
  value: string;
  title: string;
  children: TreeChoice[];
}
const choicesOf = (nodes: readonly OptionNode[]): TreeChoice[] =>
  nodes.map((node) => ({ value: node.id, title: node.name, children: choicesOf(node.children) }));

/** The vendors' service filter: one node of the enabled service tree (vendors offering it or one below). */
export function ServiceFilter({
  categories,
  value,
  onChange,
}: {
  categories: OptionResponse | undefined;
  value: string | undefined;
  onChange: (serviceId: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      <label htmlFor="catalogue-service-filter">{t('marketplace.serviceFilter')}</label>
      <TreeSelect
        id="catalogue-service-filter"
        placeholder={t('marketplace.serviceFilterPlaceholder')}
        treeData={choicesOf(categories?.Service_Categories ?? [])}
        value={value ?? null}
        onChange={(next: string | null) => onChange(next ?? undefined)}
        allowClear
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        style={{ width: '100%' }}
      />
      <Typography.Text type="secondary">{t('marketplace.serviceFilterHint')}</Typography.Text>
    </Flex>
  );
}
