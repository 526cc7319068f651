import { type BannerPosition, bannerPositionInsertSchema } from '@portal/contracts/banners';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceFormDrawer } from '../../../components/resource/resource-form-drawer';
import { contractRules, maxLengthOf } from '../../../lib/contract-rules';
import { usePositionMutations } from '../api/banners-resource';

interface PositionValues {
  code: string;
  nameZh: string;
  nameEn: string;
  sizeHint: string;
}
const fieldNames = ['code', 'nameZh', 'nameEn', 'sizeHint'] as const;
const fields = bannerPositionInsertSchema.shape;

/** Adds or edits a banner position. */
export function PositionFormDrawer(props: {
  open: boolean;
  position: BannerPosition | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { insert, update } = usePositionMutations();
  const { position } = props;
  const submit = (values: PositionValues) => {
    const body = { ...values, nameEn: values.nameEn ?? '', sizeHint: values.sizeHint ?? '' };
    return position ? update.mutateAsync({ id: position.id, ...body }) : insert.mutateAsync(body);
  };
  return (
    <ResourceFormDrawer<PositionValues, BannerPosition>
      open={props.open}
      name="banner-position"
      title={position ? t('banners.editPosition') : t('banners.addPosition')}
      initialValues={position ?? { code: '', nameZh: '', nameEn: '', sizeHint: '' }}
      fieldNames={fieldNames}
      onSubmit={submit}
      successMessage={() => t('banners.saved')}
      onClose={props.onClose}
    >
      <Form.Item
        name="code"
        label={t('banners.code')}
        extra={t('banners.codeHint')}
        rules={[{ required: true, whitespace: true }, ...contractRules(fields.code)]}
      >
        <Input maxLength={maxLengthOf(fields.code)} lang="en" />
      </Form.Item>
      <Form.Item
        name="nameZh"
        label={t('banners.nameZh')}
        rules={[{ required: true, whitespace: true }, ...contractRules(fields.nameZh)]}
      >
        <Input maxLength={maxLengthOf(fields.nameZh)} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('banners.nameEn')} rules={contractRules(fields.nameEn)}>
        <Input maxLength={maxLengthOf(fields.nameEn)} lang="en" />
      </Form.Item>
      <Form.Item name="sizeHint" label={t('banners.sizeHint')} rules={contractRules(fields.sizeHint)}>
        <Input maxLength={maxLengthOf(fields.sizeHint)} placeholder="1200 × 400" />
      </Form.Item>
    </ResourceFormDrawer>
  );
}
