import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Category, CategoryKind } from '@portal/contracts/categories';
import { maxCategoryDepth } from '@portal/contracts/categories-keys';
import { Alert, Button, Empty, Flex, Popconfirm, Tag, Tree, type TreeProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { updateOf, useCategoryMutations, useCategoryTree } from '../api/categories-resource';
import { localName } from '../category-texts';
import {
  buildCategoryTree,
  type CategoryTreeNode,
  type Placement,
  placementOfDrop,
  placementOfStep,
  sideOfDrop,
} from '../category-tree';
import type { CategoryEditing } from './category-form-drawer';

interface CategoryTreePanelProps {
  kind: CategoryKind;
  onEdit: (editing: CategoryEditing, categories: readonly Category[]) => void;
}

function treeData(
  nodes: CategoryTreeNode[],
  language: 'zh-Hant' | 'en',
  disabledText: string,
): TreeProps['treeData'] {
  return nodes.map(({ category, children }) => ({
    key: category.id,
    title: (
      <span>
        {localName(category, language)}
        {!category.isEnabled && (
          <Tag variant="outlined" style={{ marginInlineStart: 8 }}>
            {disabledText}
          </Tag>
        )}
      </span>
    ),
    children: treeData(children, language, disabledText),
  }));
}

/**
 * One tree: drag a node to reorder or move it (the drop becomes one `PUT` with its new parent and
 * position); or select it (click, or arrow keys and Enter) and use the buttons, move up and down
 * included, which is the keyboard's way to reorder.
 */
export function CategoryTreePanel({ kind, onEdit }: CategoryTreePanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tree = useCategoryTree(kind);
  const { update, remove } = useCategoryMutations();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Collapsed rather than expanded nodes are kept, so a node just added shows its place at once.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const categories = tree.data ?? [];
  const selected = categories.find((category) => category.id === selectedId) ?? null;
  const kindText = t(`categories.kinds.${kind}`);

  if (!tree.data) {
    return (
      <QueryState
        isPending={tree.isPending}
        error={tree.error}
        onRetry={() => void tree.refetch()}
        errorTitle={t('categories.loadFailed')}
      />
    );
  }

  const addRoot = () => onEdit({ mode: 'add', kind, parent: null }, categories);
  if (categories.length === 0) {
    return (
      <Empty
        description={
          <>
            <span style={{ display: 'block' }}>{t('categories.empty', { kind: kindText })}</span>
            <span style={{ display: 'block' }}>{t('categories.emptyHint')}</span>
          </>
        }
      >
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={addRoot}>
          {t('categories.addRoot')}
        </Button>
      </Empty>
    );
  }

  const place = async (category: Category, placement: Placement) => {
    try {
      await update.mutateAsync(updateOf(category, placement));
      toast.info(t('categories.moved', { name: localName(category, language) }));
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    }
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = categories.find((category) => category.id === info.dragNode.key);
    if (!dragged) return;
    const result = placementOfDrop(categories, {
      dragId: dragged.id,
      targetId: String(info.node.key),
      intoTarget: !info.dropToGap,
      side: sideOfDrop(info.dropPosition, info.node.pos),
    });
    if (!result.ok) {
      toast.error(t(result.reason === 'cycle' ? 'categories.cycle' : 'categories.tooDeep'));
      return;
    }
    void place(dragged, result.placement);
  };

  const step = (direction: -1 | 1) => {
    if (!selected) return;
    const placement = placementOfStep(categories, selected.id, direction);
    if (placement) void place(selected, placement);
  };

  const deleteSelected = async () => {
    if (!selected) return;
    try {
      await remove.mutateAsync(selected.id);
      toast.info(t('categories.deleted', { name: localName(selected, language) }));
      setSelectedId(null);
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    }
  };

  const name = selected ? localName(selected, language) : '';
  const isFirst = selected ? placementOfStep(categories, selected.id, -1) === null : true;
  const isLast = selected ? placementOfStep(categories, selected.id, 1) === null : true;

  return (
    <div className="category-panel">
      <Flex justify="flex-end">
        <Button icon={<PlusOutlined aria-hidden />} onClick={addRoot}>
          {t('categories.addRoot')}
        </Button>
      </Flex>
      <div className="category-panel-body">
        <section className="category-tree" aria-label={t('categories.treeLabel', { kind: kindText })}>
          <Tree
            draggable={{ icon: false }}
            blockNode
            treeData={treeData(buildCategoryTree(categories), language, t('categories.disabled'))}
            expandedKeys={categories
              .filter((category) => !collapsed.has(category.id))
              .map((category) => category.id)}
            onExpand={(keys) => {
              const expanded = new Set(keys.map(String));
              setCollapsed(new Set(categories.filter((c) => !expanded.has(c.id)).map((c) => c.id)));
            }}
            selectedKeys={selectedId ? [selectedId] : []}
            // Clicking the selected node again keeps it selected: its actions stay in place.
            onSelect={(keys) => {
              if (keys.length > 0) setSelectedId(String(keys[0]));
            }}
            onDrop={onDrop}
            disabled={update.isPending}
          />
        </section>
        <section className="category-actions" aria-live="polite">
          {selected ? (
            <>
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                {t('categories.selected', { name })}
              </Typography.Title>
              <Typography.Text type="secondary">
                {t('categories.level', { depth: selected.depth })}
              </Typography.Text>
              <Flex wrap gap="small">
                <Button
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => onEdit({ mode: 'edit', category: selected }, categories)}
                >
                  {t('categories.edit')}
                </Button>
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  disabled={selected.depth >= maxCategoryDepth}
                  onClick={() => onEdit({ mode: 'add', kind, parent: selected }, categories)}
                >
                  {t('categories.addChild')}
                </Button>
                <Button
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={t('categories.moveUpNamed', { name })}
                  disabled={isFirst || update.isPending}
                  onClick={() => step(-1)}
                >
                  {t('categories.moveUp')}
                </Button>
                <Button
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={t('categories.moveDownNamed', { name })}
                  disabled={isLast || update.isPending}
                  onClick={() => step(1)}
                >
                  {t('categories.moveDown')}
                </Button>
                <Popconfirm
                  title={t('categories.deleteConfirm', { name })}
                  okText={t('categories.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('resource.cancel')}
                  onConfirm={deleteSelected}
                  disabled={selected.childCount > 0}
                >
                  <Button danger icon={<DeleteOutlined aria-hidden />} disabled={selected.childCount > 0}>
                    {t('categories.delete')}
                  </Button>
                </Popconfirm>
              </Flex>
              {selected.depth >= maxCategoryDepth && (
                <Typography.Text type="secondary">{t('categories.maxDepthReached')}</Typography.Text>
              )}
              {selected.childCount > 0 && (
                <Alert type="info" showIcon title={t('categories.deleteHasChildren')} />
              )}
            </>
          ) : (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('categories.selectHint')}
            </Typography.Paragraph>
          )}
        </section>
      </div>
    </div>
  );
}
