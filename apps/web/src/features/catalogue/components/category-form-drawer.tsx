import { type Category, type CategoryKind, categoryInsertSchema } from '@portal/contracts/categories';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceFormDrawer } from '../../../components/resource/resource-form-drawer';
import { TreeSelect } from '../../../components/tree-select';
import { contractRules, maxLengthOf } from '../../../lib/contract-rules';
import { useLanguage } from '../../../lib/use-language';
import { updateOf, useCategoryMutations } from '../api/categories-resource';
import { localName } from '../category-texts';
import { buildCategoryTree, type CategoryTreeNode, checkMove } from '../category-tree';

interface CategoryValues {
  nameZh: string;
  nameEn: string;
  parentId?: string | null;
  isEnabled: boolean;
}

const fieldNames = ['nameZh', 'nameEn', 'parentId', 'isEnabled'] as const;
const fields = categoryInsertSchema.shape;

/** What the drawer does: add a node (under `parent`, or a root) or edit one. */
export type CategoryEditing =
  | { mode: 'add'; kind: CategoryKind; parent: Category | null }
  | { mode: 'edit'; category: Category };

interface CategoryFormDrawerProps {
  open: boolean;
  editing: CategoryEditing;
  /** Every node of the tree (the parent choice offers the places the node may go). */
  categories: readonly Category[];
  onClose: () => void;
}

/** The parent choice: every node the edited one may go under, the others shown but disabled. */
function parentOptions(
  nodes: CategoryTreeNode[],
  categories: readonly Category[],
  movingId: string | null,
  language: 'zh-Hant' | 'en',
): object[] {
  return nodes.map(({ category, children }) => ({
    value: category.id,
    title: localName(category, language),
    disabled: movingId ? checkMove(categories, movingId, category.id) !== null : category.depth >= 3,
    children: parentOptions(children, categories, movingId, language),
  }));
}

/** Adds or edits a category: names, parent (a move goes last among its new siblings), enabled. */
export function CategoryFormDrawer({ open, editing, categories, onClose }: CategoryFormDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { insert, update } = useCategoryMutations();
  const category = editing.mode === 'edit' ? editing.category : null;
  const kind = editing.mode === 'edit' ? editing.category.kind : editing.kind;
  const initialValues: CategoryValues = category
    ? {
        nameZh: category.nameZh,
        nameEn: category.nameEn,
        parentId: category.parentId,
        isEnabled: category.isEnabled,
      }
    : {
        nameZh: '',
        nameEn: '',
        parentId: editing.mode === 'add' ? (editing.parent?.id ?? null) : null,
        isEnabled: true,
      };
  const title =
    editing.mode === 'edit'
      ? t('categories.editTitle', { name: localName(editing.category, language) })
      : editing.parent
        ? t('categories.addChildTitle', { name: localName(editing.parent, language) })
        : t('categories.addTitle');

  const submit = (values: CategoryValues) => {
    const parentId = values.parentId ?? null;
    const body = {
      nameZh: values.nameZh,
      nameEn: values.nameEn ?? '',
      isEnabled: values.isEnabled,
      parentId,
    };
    return category ? update.mutateAsync(updateOf(category, body)) : insert.mutateAsync({ kind, ...body });
  };

  return (
    <ResourceFormDrawer<CategoryValues, Category>
      open={open}
      name="category"
      title={title}
      initialValues={initialValues}
      fieldNames={fieldNames}
      onSubmit={submit}
      successMessage={(saved) =>
        t(category ? 'categories.saved' : 'categories.created', { name: localName(saved, language) })
      }
      onClose={onClose}
    >
      <Form.Item
        name="nameZh"
        label={t('categories.nameZh')}
        rules={[{ required: true, whitespace: true }, ...contractRules(fields.nameZh)]}
      >
        <Input maxLength={maxLengthOf(fields.nameZh)} />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t('categories.nameEn')}
        extra={t('categories.nameEnHint')}
        rules={contractRules(fields.nameEn)}
      >
        <Input maxLength={maxLengthOf(fields.nameEn)} lang="en" />
      </Form.Item>
      <Form.Item name="parentId" label={t('categories.parent')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('categories.parentNone')}
          treeData={parentOptions(buildCategoryTree(categories), categories, category?.id ?? null, language)}
        />
      </Form.Item>
      <Form.Item
        name="isEnabled"
        label={t('categories.isEnabled')}
        extra={t('categories.isEnabledHint')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </ResourceFormDrawer>
  );
}
