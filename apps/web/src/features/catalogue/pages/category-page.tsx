import type { Category } from '@portal/contracts/categories';
import { Tabs } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened';
import { PageFrame } from '../../../components/page-frame';
import { useCatalogueTexts } from '../../../lib/i18n';
import type { CategoryEditing } from '../components/category-form-drawer';
import { CategoryTreePanel } from '../components/category-tree-panel';
import '../catalogue.css';

const CategoryFormDrawer = lazy(() =>
  import('../components/category-form-drawer').then((module) => ({ default: module.CategoryFormDrawer })),
);

interface Drawer {
  open: boolean;
  editing: CategoryEditing;
  categories: readonly Category[];
}

/**
 * 類別管理: the product and the service category trees (three levels at most), each node with its names,
 * order and enabled flag. The route needs `categories:write`, as every write does on the server.
 */
export default function CategoryPage() {
  useCatalogueTexts();
  const { t } = useTranslation();
  // The editing target stays set while the drawer closes, so its title does not change during the animation.
  const [drawer, setDrawer] = useState<Drawer>({
    open: false,
    editing: { mode: 'add', kind: 'product', parent: null },
    categories: [],
  });
  const edit = (editing: CategoryEditing, categories: readonly Category[]) =>
    setDrawer({ open: true, editing, categories });

  return (
    <PageFrame
      className="category-page"
      title={t('pages.category.title')}
      description={t('pages.category.description')}
    >
      <Tabs
        items={(['product', 'service'] as const).map((kind) => ({
          key: kind,
          label: t(`categories.kinds.${kind}`),
          children: <CategoryTreePanel kind={kind} onEdit={edit} />,
        }))}
      />
      <MountWhenOpened open={drawer.open}>
        <CategoryFormDrawer
          open={drawer.open}
          editing={drawer.editing}
          categories={drawer.categories}
          onClose={() => setDrawer((current) => ({ ...current, open: false }))}
        />
      </MountWhenOpened>
    </PageFrame>
  );
}
