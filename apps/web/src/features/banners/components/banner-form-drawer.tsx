import { type Banner, bannerInsertSchema, isHttpUrl } from '@portal/contracts/banners';
import { Form, Input, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ImageUploadList } from '../../../components/image-upload-list';
import { LabelledRangePicker } from '../../../components/labelled-range-picker';
import { ResourceFormDrawer } from '../../../components/resource/resource-form-drawer';
import { contractRules, maxLengthOf } from '../../../lib/contract-rules';
import { useBannerMutations } from '../api/banners-resource';
import { momentOfTaipeiPick, taipeiPickerValue } from '../taipei-picker';

interface BannerValues {
  imageIds: string[];
  altZh: string;
  altEn: string;
  linkUrl: string;
  schedule?: [Dayjs | null, Dayjs | null] | null;
  isEnabled: boolean;
}
const fieldNames = ['imageIds', 'altZh', 'altEn', 'linkUrl', 'schedule', 'isEnabled'] as const;
const fields = bannerInsertSchema.shape;
// The server names the picture `imageId` and the schedule's ends `startsAt` / `endsAt`.
const fieldMapping = { aliases: { imageId: 'imageIds', startsAt: 'schedule', endsAt: 'schedule' } };

/** Adds a banner to a position or edits one: one picture, alt texts, link, schedule, enabled. */
export function BannerFormDrawer(props: {
  open: boolean;
  positionId: string;
  banner: Banner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { insert, update } = useBannerMutations();
  const { banner } = props;
  const initialValues: BannerValues = banner
    ? {
        imageIds: [banner.image.id],
        altZh: banner.altZh,
        altEn: banner.altEn,
        linkUrl: banner.linkUrl,
        // Shown and picked in Taipei time, whatever the browser's zone.
        schedule: [taipeiPickerValue(banner.startsAt), taipeiPickerValue(banner.endsAt)],
        isEnabled: banner.isEnabled,
      }
    : { imageIds: [], altZh: '', altEn: '', linkUrl: '', schedule: null, isEnabled: true };

  const submit = (values: BannerValues) => {
    const [from, until] = values.schedule ?? [null, null];
    const body = {
      positionId: banner?.positionId ?? props.positionId,
      imageId: values.imageIds[0] ?? '',
      altZh: values.altZh,
      altEn: values.altEn ?? '',
      linkUrl: values.linkUrl ?? '',
      startsAt: momentOfTaipeiPick(from),
      endsAt: momentOfTaipeiPick(until),
      isEnabled: values.isEnabled,
    };
    return banner ? update.mutateAsync({ id: banner.id, ...body }) : insert.mutateAsync(body);
  };

  return (
    <ResourceFormDrawer<BannerValues, Banner>
      open={props.open}
      name="banner"
      title={banner ? t('banners.edit') : t('banners.add')}
      initialValues={initialValues}
      fieldNames={fieldNames}
      fieldMapping={fieldMapping}
      onSubmit={submit}
      successMessage={() => t('banners.saved')}
      onClose={props.onClose}
    >
      <Form.Item
        name="imageIds"
        label={t('banners.image')}
        rules={[{ required: true, type: 'array', min: 1, message: t('banners.imageRequired') }]}
      >
        <ImageUploadList max={1} knownImages={banner ? [banner.image] : []} />
      </Form.Item>
      <Form.Item
        name="altZh"
        label={t('banners.altZh')}
        extra={t('banners.altHint')}
        rules={[{ required: true, whitespace: true }, ...contractRules(fields.altZh)]}
      >
        <Input maxLength={maxLengthOf(fields.altZh)} />
      </Form.Item>
      <Form.Item name="altEn" label={t('banners.altEn')} rules={contractRules(fields.altEn)}>
        <Input maxLength={maxLengthOf(fields.altEn)} lang="en" />
      </Form.Item>
      <Form.Item
        name="linkUrl"
        label={t('banners.linkUrl')}
        extra={t('banners.linkHint')}
        rules={[
          ...contractRules(fields.linkUrl),
          // The contract's own check: http(s) only, never javascript: or data:.
          {
            validator: (_rule, value?: string) =>
              !value?.trim() || isHttpUrl(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('banners.linkInvalid'))),
          },
        ]}
      >
        <Input type="url" inputMode="url" maxLength={maxLengthOf(fields.linkUrl)} placeholder="https://" />
      </Form.Item>
      <Form.Item name="schedule" label={t('banners.schedule')} extra={t('banners.scheduleHint')}>
        <LabelledRangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          placeholder={[t('banners.startsAt'), t('banners.endsAt')]}
          endLabel={`${t('banners.schedule')}：${t('banners.endsAt')}`}
        />
      </Form.Item>
      <Form.Item name="isEnabled" label={t('banners.isEnabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ResourceFormDrawer>
  );
}
