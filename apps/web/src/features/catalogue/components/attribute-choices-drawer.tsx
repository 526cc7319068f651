import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import {
  type Attribute,
  type AttributeValue,
  attributeValueInsertSchema,
} from '@portal/contracts/attributes';
import { Button, Drawer, Empty, Flex, Form, Grid, Input, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { QueryState } from '../../../components/query-state';
import { ResourceDeleteButton } from '../../../components/resource/resource-delete-button';
import { contractRules, maxLengthOf } from '../../../lib/contract-rules';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useLanguage } from '../../../lib/use-language';
import { useAttribute, useAttributeValueMutations } from '../api/attributes-resource';
import { localName } from '../category-texts';

interface ChoiceValues {
  nameZh: string;
  nameEn: string;
}

const fields = attributeValueInsertSchema.shape;
const choiceFieldNames = ['nameZh', 'nameEn'] as const;

interface AttributeChoicesDrawerProps {
  open: boolean;
  attribute: Attribute | null;
  onClose: () => void;
}

/**
 * The choices of a single- or multiple-choice attribute: add, rename, move up and down (one call each,
 * the server renumbers the rest) and delete, after asking.
 */
export function AttributeChoicesDrawer({ open, attribute, onClose }: AttributeChoicesDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const screens = Grid.useBreakpoint();
  const current = useAttribute(open && attribute ? attribute.id : null);
  const { insert, update, remove } = useAttributeValueMutations();
  const [form] = Form.useForm<ChoiceValues>();
  const [editing, setEditing] = useState<AttributeValue | null>(null);
  const { formError, showError, clearError } = useApiFormErrors(form, choiceFieldNames);
  const choices = current.data?.values ?? [];
  const attributeName = attribute ? localName(attribute, language) : '';

  const stopEditing = () => {
    setEditing(null);
    form.resetFields();
    clearError();
  };

  const submit = async (values: ChoiceValues) => {
    if (!attribute) return;
    clearError();
    const body = { attributeId: attribute.id, nameZh: values.nameZh, nameEn: values.nameEn ?? '' };
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing.id, ...body })
        : await insert.mutateAsync(body);
      toast.info(
        t(editing ? 'attributes.choiceSaved' : 'attributes.choiceAdded', {
          name: localName(saved, language),
        }),
      );
      stopEditing();
    } catch (error) {
      showError(error);
    }
  };

  const move = async (choice: AttributeValue, sortOrder: number) => {
    try {
      await update.mutateAsync({
        id: choice.id,
        attributeId: choice.attributeId,
        nameZh: choice.nameZh,
        nameEn: choice.nameEn,
        sortOrder,
      });
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    }
  };

  const startEditing = (choice: AttributeValue) => {
    setEditing(choice);
    clearError();
    form.setFieldsValue({ nameZh: choice.nameZh, nameEn: choice.nameEn });
  };

  return (
    <Drawer
      open={open}
      title={t('attributes.choicesTitle', { name: attributeName })}
      onClose={() => {
        stopEditing();
        onClose();
      }}
      size={screens.sm === false ? '100%' : 560}
      destroyOnHidden
    >
      {current.data ? (
        choices.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('attributes.choicesEmpty')} />
        ) : (
          <section aria-label={t('attributes.choicesList')}>
            <List
              dataSource={choices}
              renderItem={(choice, index) => {
                const name = localName(choice, language);
                return (
                  <List.Item>
                    <Flex wrap justify="space-between" align="center" gap="small" style={{ width: '100%' }}>
                      <span>
                        {choice.nameZh}
                        {choice.nameEn && choice.nameEn !== choice.nameZh ? ` / ${choice.nameEn}` : ''}
                      </span>
                      <Flex wrap gap={4}>
                        <Button
                          size="small"
                          icon={<ArrowUpOutlined aria-hidden />}
                          aria-label={t('categories.moveUpNamed', { name })}
                          disabled={index === 0 || update.isPending}
                          onClick={() => void move(choice, index - 1)}
                        />
                        <Button
                          size="small"
                          icon={<ArrowDownOutlined aria-hidden />}
                          aria-label={t('categories.moveDownNamed', { name })}
                          disabled={index === choices.length - 1 || update.isPending}
                          onClick={() => void move(choice, index + 1)}
                        />
                        <Button
                          size="small"
                          type="link"
                          icon={<EditOutlined aria-hidden />}
                          aria-label={t('attributes.editChoiceNamed', { name })}
                          onClick={() => startEditing(choice)}
                        >
                          {t('resource.edit')}
                        </Button>
                        <ResourceDeleteButton name={name} onDelete={() => remove.mutateAsync(choice.id)} />
                      </Flex>
                    </Flex>
                  </List.Item>
                );
              }}
            />
          </section>
        )
      ) : (
        <QueryState
          isPending={current.isPending}
          error={current.error}
          onRetry={() => void current.refetch()}
          errorTitle={t('resource.loadFailed')}
        />
      )}
      <Form<ChoiceValues>
        form={form}
        name="attribute-choice"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        disabled={insert.isPending || update.isPending}
        style={{ marginTop: 16 }}
      >
        <FormErrorAlert message={formError} />
        <Form.Item
          name="nameZh"
          label={t('attributes.choiceNameZh')}
          rules={[{ required: true, whitespace: true }, ...contractRules(fields.nameZh)]}
        >
          <Input maxLength={maxLengthOf(fields.nameZh)} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('attributes.choiceNameEn')} rules={contractRules(fields.nameEn)}>
          <Input maxLength={maxLengthOf(fields.nameEn)} lang="en" />
        </Form.Item>
        <Flex gap="small" wrap>
          <Button type="primary" htmlType="submit" loading={insert.isPending || update.isPending}>
            {editing ? t('attributes.saveChoice') : t('attributes.addChoice')}
          </Button>
          {editing && <Button onClick={stopEditing}>{t('attributes.cancelEdit')}</Button>}
        </Flex>
      </Form>
    </Drawer>
  );
}
