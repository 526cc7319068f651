import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Product, ProductRow, ProductStatus } from '@portal/contracts/product';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceFilter } from '../../../components/resource/list-state';
import { ResourceDeleteButton } from '../../../components/resource/resource-delete-button';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { splitApiError } from '../../../lib/form-errors';
import { useTextBundles } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { useStoredUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { fetchProduct, fetchProductPage, productsResource, useProductMutations } from '../api/products-api';
import { productName, useProductColumns } from '../components/product-columns';
import { UnpublishModal } from '../components/unpublish-modal';
import { withStatus } from '../product-form';
import '../products.css';

// The form (editor, picture list, category tree) loads when first opened, not with the list.
const ProductFormDrawer = lazy(() => import('../components/product-form-drawer'));

interface Editing {
  open: boolean;
  product: Product | null;
}

/**
 * 產品與服務: the caller's vendor's products. Owners and managers add, edit, publish, archive and delete;
 * members read. Staff who read vendors see every vendor's products here (with the vendor's name), and
 * staff holding vendors:audit unpublish a published one with a reason. A product the association
 * unpublished shows the reason.
 */
export default function ProductPage() {
  useTextBundles('admin', 'products');
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useStoredUser();
  const staffReads = useCan('vendors:read');
  const staffAudits = useCan('vendors:audit');
  const columns = useProductColumns({ showVendor: staffReads });
  const { save, remove, unpublish } = useProductMutations();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>({ open: false, product: null });
  const [opening, setOpening] = useState<string | null>(null);
  const [unpublishing, setUnpublishing] = useState<ProductRow | null>(null);
  const role = user?.vendor?.role ?? null;
  const canWrite = role === 'owner' || role === 'manager';

  if (!role && !staffReads) {
    return (
      <div className="resource-page">
        <h1 className="resource-page-title">{t('pages.product.title')}</h1>
        <Empty description={t('products.notInVendor')} />
      </div>
    );
  }

  const load = (id: string) =>
    client.fetchQuery({ queryKey: [productsResource, 'item', id], queryFn: () => fetchProduct(id) });

  const openEdit = async (row: ProductRow) => {
    setOpening(row.id);
    try {
      setEditing({ open: true, product: await load(row.id) });
    } finally {
      setOpening(null);
    }
  };

  const changeStatus = async (row: ProductRow, status: ProductStatus) => {
    const product = await load(row.id);
    const saved = await save.mutateAsync({ id: row.id, input: withStatus(product, status) });
    const name = productName(saved, language);
    toast.info(status === 'published' ? t('products.published', { name }) : t('products.archived', { name }));
  };

  const filters: ResourceFilter[] = [
    {
      kind: 'select',
      name: 'status',
      label: t('products.status'),
      options: (['draft', 'published', 'archived'] as const).map((status) => ({
        value: status,
        label: t(`products.statuses.${status}`),
      })),
    },
  ];

  const showFailure = (error: unknown) => toast.error(splitApiError(error, []).general.join(' '));

  const confirmUnpublish = async (reason: string) => {
    if (!unpublishing) return;
    const saved = await unpublish.mutateAsync({ id: unpublishing.id, reason });
    setUnpublishing(null);
    toast.info(t('products.unpublishDone', { name: productName(saved, language) }));
  };

  const unpublishButton = (row: ProductRow) =>
    staffAudits && row.status === 'published' ? (
      <Button
        type="link"
        size="small"
        danger
        aria-label={t('products.unpublishNamed', { name: productName(row, language) })}
        onClick={() => setUnpublishing(row)}
      >
        {t('products.unpublish')}
      </Button>
    ) : null;

  const rowActions = (row: ProductRow) => {
    if (!canWrite) return unpublishButton(row);
    const name = productName(row, language);
    return (
      <Flex gap="small" wrap>
        {unpublishButton(row)}
        <Button
          type="link"
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('resource.editNamed', { name })}
          loading={opening === row.id}
          onClick={() => void openEdit(row)}
        >
          {t('resource.edit')}
        </Button>
        {row.status !== 'published' && (
          <Button
            type="link"
            size="small"
            aria-label={t('products.publishNamed', { name })}
            onClick={() => void changeStatus(row, 'published').catch(showFailure)}
          >
            {t('products.publish')}
          </Button>
        )}
        {row.status !== 'archived' && (
          <Button
            type="link"
            size="small"
            aria-label={t('products.archiveNamed', { name })}
            onClick={() => void changeStatus(row, 'archived').catch(showFailure)}
          >
            {t('products.archive')}
          </Button>
        )}
        <ResourceDeleteButton name={name} onDelete={() => remove.mutateAsync(row.id)} />
      </Flex>
    );
  };

  return (
    <ResourceListPage<ProductRow>
      resource={productsResource}
      exportList="Products"
      fetchPage={fetchProductPage}
      title={t('pages.product.title')}
      description={t('pages.product.description')}
      columns={columns}
      filters={filters}
      keyword={{ placeholder: t('products.keyword') }}
      defaultSort={{ field: 'updatedTime', dir: 'desc' }}
      emptyText={t('products.empty')}
      notice={
        role === 'member' ? (
          <Alert type="info" showIcon title={t('products.readOnly')} className="products-notice" />
        ) : null
      }
      toolbar={
        canWrite ? (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ open: true, product: null })}
          >
            {t('products.add')}
          </Button>
        ) : null
      }
      rowActions={canWrite || staffAudits ? rowActions : undefined}
    >
      <UnpublishModal
        name={unpublishing ? productName(unpublishing, language) : null}
        isSubmitting={unpublish.isPending}
        onUnpublish={confirmUnpublish}
        onCancel={() => setUnpublishing(null)}
      />
      {(editing.open || editing.product) && (
        <Suspense fallback={null}>
          <ProductFormDrawer
            open={editing.open}
            product={editing.product}
            onClose={() => setEditing((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      )}
    </ResourceListPage>
  );
}
