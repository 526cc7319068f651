import { Button, Card, Empty, Flex, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from '../../lib/api/category-options';
import { useSaveVendorServices, useVendorServices } from '../../lib/api/vendor-services';
import { ApiError } from '../../lib/api-client';
import { useTextBundles } from '../../lib/i18n';
import { useLanguage } from '../../lib/use-language';
import { FormErrorAlert } from '../form-error-alert';
import { CardTitle } from '../page-frame';
import { TreeSelect } from '../tree-select';
import { serviceChoices, serviceName } from './service-choice';

interface VendorServicesCardProps {
  /** Staff name the vendor; a vendor's own people leave it out. */
  vendorId?: string | undefined;
  /** Owners and managers (or staff with vendors:write) choose; everyone else reads. */
  canEdit: boolean;
}

/**
 * 服務項目: the services a vendor offers, picked from the enabled service tree (several nodes, any
 * level). The catalogue finds the vendor under each node and the nodes above it.
 */
export function VendorServicesCard({ vendorId, canEdit }: VendorServicesCardProps) {
  useTextBundles('marketplace');
  const { t } = useTranslation();
  const language = useLanguage();
  const services = useVendorServices(vendorId);
  const options = useCategoryOptions();
  const save = useSaveVendorServices(vendorId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (services.data) setChosen(services.data.services.map((service) => service.id));
  }, [services.data]);

  const title = <CardTitle id="vendor-services-title">{t('marketplace.services.title')}</CardTitle>;
  if (!services.data) {
    return (
      <Card title={title}>
        {services.error ? <FormErrorAlert message={services.error.message} /> : <Spin />}
      </Card>
    );
  }
  const held = services.data.services;
  if (!canEdit) {
    return (
      <Card title={title}>
        {held.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('marketplace.services.none')} />
        ) : (
          <Flex wrap gap={4} role="list" aria-labelledby="vendor-services-title">
            {held.map((service) => (
              <Tag key={service.id} role="listitem">
                {serviceName(service, language)}
              </Tag>
            ))}
          </Flex>
        )}
      </Card>
    );
  }
  const treeData = serviceChoices(options.data?.Service_Categories ?? [], held, language, (name) =>
    t('marketplace.services.disabled', { name }),
  );
  const error = save.error instanceof ApiError ? save.error.message : save.error ? String(save.error) : null;
  return (
    <Card title={title}>
      <Flex vertical gap="small">
        <TreeSelect
          aria-labelledby="vendor-services-title"
          multiple
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          loading={options.isPending}
          placeholder={t('marketplace.services.placeholder')}
          treeData={treeData}
          value={chosen}
          onChange={(value: string[]) => {
            setChosen(value);
            setSaved(false);
          }}
          style={{ width: '100%' }}
        />
        <FormErrorAlert message={error} />
        <Flex gap="small" align="center" wrap>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => save.mutate({ categoryIds: chosen }, { onSuccess: () => setSaved(true) })}
          >
            {t('marketplace.services.save')}
          </Button>
          <span role="status">{saved ? t('marketplace.services.saved') : ''}</span>
        </Flex>
      </Flex>
    </Card>
  );
}
