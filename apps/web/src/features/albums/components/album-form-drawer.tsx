import { albumVisibilities, type PictureAlbum, pictureAlbumInsertSchema } from '@portal/contracts/albums';
import { DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ResourceFormDrawer } from '../../../components/resource/resource-form-drawer';
import { contractRules, maxLengthOf } from '../../../lib/contract-rules';
import { albumUpdateOf, useAlbumMutations } from '../api/albums-resource';

interface AlbumValues {
  titleZh: string;
  titleEn: string;
  albumDate: Dayjs | null;
  visibility: PictureAlbum['visibility'];
}
const fieldNames = ['titleZh', 'titleEn', 'albumDate', 'visibility'] as const;
const fields = pictureAlbumInsertSchema.shape;

/** Adds or edits an album: titles, the event's date, who may see it. */
export function AlbumFormDrawer(props: {
  open: boolean;
  album: PictureAlbum | null;
  onClose: () => void;
  onSaved?: (album: PictureAlbum) => void;
}) {
  const { t } = useTranslation();
  const { insert, update } = useAlbumMutations();
  const { album } = props;
  const submit = (values: AlbumValues) => {
    const body = {
      titleZh: values.titleZh,
      titleEn: values.titleEn ?? '',
      albumDate: values.albumDate ? values.albumDate.format('YYYY-MM-DD') : '',
      visibility: values.visibility,
    };
    return album ? update.mutateAsync(albumUpdateOf(album, body)) : insert.mutateAsync(body);
  };
  return (
    <ResourceFormDrawer<AlbumValues, PictureAlbum>
      open={props.open}
      name="album"
      title={album ? t('albums.edit') : t('albums.add')}
      initialValues={
        album
          ? {
              titleZh: album.titleZh,
              titleEn: album.titleEn,
              albumDate: dayjs(album.albumDate),
              visibility: album.visibility,
            }
          : { titleZh: '', titleEn: '', albumDate: null, visibility: 'public' }
      }
      fieldNames={fieldNames}
      onSubmit={submit}
      successMessage={() => t('banners.saved')}
      {...(props.onSaved ? { onSaved: props.onSaved } : {})}
      onClose={props.onClose}
    >
      <Form.Item
        name="titleZh"
        label={t('albums.titleZh')}
        rules={[{ required: true, whitespace: true }, ...contractRules(fields.titleZh)]}
      >
        <Input maxLength={maxLengthOf(fields.titleZh)} />
      </Form.Item>
      <Form.Item name="titleEn" label={t('albums.titleEn')} rules={contractRules(fields.titleEn)}>
        <Input maxLength={maxLengthOf(fields.titleEn)} lang="en" />
      </Form.Item>
      <Form.Item name="albumDate" label={t('albums.albumDate')} rules={[{ required: true }]}>
        <DatePicker format="YYYY-MM-DD" />
      </Form.Item>
      <Form.Item name="visibility" label={t('albums.visibility')}>
        <Radio.Group
          options={albumVisibilities.map((value) => ({ value, label: t(`albums.visibilities.${value}`) }))}
        />
      </Form.Item>
    </ResourceFormDrawer>
  );
}
