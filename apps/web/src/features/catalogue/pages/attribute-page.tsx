import EditOutlined from '@ant-design/icons/EditOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Attribute } from '@portal/contracts/attributes';
import { attributeTypes, isChoiceType } from '@portal/contracts/attributes-keys';
import { Button, Flex } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened';
import type { ResourceFilter } from '../../../components/resource/list-state';
import { ResourceDeleteButton } from '../../../components/resource/resource-delete-button';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { useCatalogueTexts } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import { attributesResource, useAttributeMutations } from '../api/attributes-resource';
import { localName } from '../category-texts';
import { useAttributeColumns } from '../components/attribute-columns';
import { useCategoryChoices } from '../use-category-choices';

const AttributeChoicesDrawer = lazy(() =>
  import('../components/attribute-choices-drawer').then((module) => ({
    default: module.AttributeChoicesDrawer,
  })),
);

const AttributeFormDrawer = lazy(() =>
  import('../components/attribute-form-drawer').then((module) => ({ default: module.AttributeFormDrawer })),
);

interface Open {
  open: boolean;
  attribute: Attribute | null;
}

/**
 * 屬性管理: product attributes (text, number with unit, single or multiple choice, yes/no), the
 * categories each applies to, and the choices of the choice types. The route needs `attributes:write`.
 */
export default function AttributePage() {
  useCatalogueTexts();
  const { t } = useTranslation();
  const language = useLanguage();
  const { remove } = useAttributeMutations();
  const categories = useCategoryChoices({
    product: t('categories.kinds.product'),
    service: t('categories.kinds.service'),
  });
  const columns = useAttributeColumns(categories.names);
  // Each stays set while its drawer closes, so the title does not change during the animation.
  const [form, setForm] = useState<Open>({ open: false, attribute: null });
  const [choices, setChoices] = useState<Open>({ open: false, attribute: null });

  const filters: ResourceFilter[] = [
    {
      kind: 'select',
      name: 'type',
      label: t('attributes.type'),
      options: attributeTypes.map((type) => ({ value: type, label: t(`attributes.types.${type}`) })),
    },
    {
      kind: 'boolean',
      name: 'isRequired',
      label: t('attributes.isRequired'),
      trueLabel: t('attributes.required'),
      falseLabel: t('attributes.optional'),
    },
  ];

  const rowActions = (attribute: Attribute) => {
    const name = localName(attribute, language);
    return (
      <Flex gap="small" wrap={false}>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('resource.editNamed', { name })}
          onClick={() => setForm({ open: true, attribute })}
        >
          {t('resource.edit')}
        </Button>
        {isChoiceType(attribute.type) && (
          <Button
            type="link"
            size="small"
            icon={<OrderedListOutlined aria-hidden />}
            aria-label={t('attributes.manageChoicesNamed', { name })}
            onClick={() => setChoices({ open: true, attribute })}
          >
            {t('attributes.manageChoices')}
          </Button>
        )}
        <ResourceDeleteButton name={name} onDelete={() => remove.mutateAsync(attribute.id)} />
      </Flex>
    );
  };

  return (
    <ResourceListPage<Attribute>
      resource={attributesResource}
      title={t('pages.attribute.title')}
      description={t('pages.attribute.description')}
      columns={columns}
      filters={filters}
      keyword={{ placeholder: t('attributes.keywordPlaceholder') }}
      emptyText={t('attributes.empty')}
      toolbar={
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setForm({ open: true, attribute: null })}
        >
          {t('attributes.add')}
        </Button>
      }
      rowActions={rowActions}
    >
      <MountWhenOpened open={form.open}>
        <AttributeFormDrawer
          open={form.open}
          attribute={form.attribute}
          categoryTree={categories.treeData}
          onClose={() => setForm((current) => ({ ...current, open: false }))}
          onSaved={(saved, isNew) => {
            if (isNew && isChoiceType(saved.type)) setChoices({ open: true, attribute: saved });
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened open={choices.open}>
        <AttributeChoicesDrawer
          open={choices.open}
          attribute={choices.attribute}
          onClose={() => setChoices((current) => ({ ...current, open: false }))}
        />
      </MountWhenOpened>
    </ResourceListPage>
  );
}
