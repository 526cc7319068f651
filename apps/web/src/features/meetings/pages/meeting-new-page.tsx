import { type MeetingProposeInput, meetingProposeSchema } from '@portal/contracts/meeting';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageFrame } from '../../../components/page-frame';
import { RouterLink } from '../../../components/router-link';
import { contractRules, maxLengthOf } from '../../../lib/contract-rules';
import { useTextBundles } from '../../../lib/i18n';
import { can } from '../../../lib/permissions';
import { useStoredUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { meetingCalls, useMeetingChange, useVendorSearch } from '../api/meetings-api';
import { BuyerPicker } from '../components/buyer-picker';
import { SlotEditor, slotsAreSound } from '../components/slot-editor';
import { nextSlotDraft, type SlotDraft, taipeiInputToIso } from '../meeting-calendar';
import { meetingPath, meetingsBase } from '../meeting-paths';
import '../meetings.css';

const fields = meetingProposeSchema.shape;
const fieldNames = [
  'subject',
  'agenda',
  'location',
  'videoUrl',
  'vendorId',
  'personUserId',
  'slots',
] as const;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Values {
  vendorId?: string;
  /** Staff arranging: the buyer the meeting is for (empty: themselves). */
  personUserId?: string;
  subject: string;
  agenda: string;
  location: string;
  videoUrl: string;
}

/**
 * `meeting/new?vendorId=&inquiryId=&personId=`: a request with 1–5 slots in Taipei time. A buyer (or
 * staff arranging) picks the vendor (prefilled from `vendorId`); a vendor's owner or manager meets the
 * buyer of an inquiry (`personId`, passed by the inquiry's page). Staff holding `meetings:arrange` also
 * pick the buyer (prefilled from `personId`).
 */
export default function MeetingNewPage() {
  useTextBundles('meetings');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const user = useStoredUser();
  const inVendor = Boolean(user?.vendor);
  const arranging = !inVendor && can(user, 'meetings:arrange');
  const prefilledVendor = uuid.test(params.get('vendorId') ?? '')
    ? (params.get('vendorId') ?? undefined)
    : undefined;
  const inquiryId = uuid.test(params.get('inquiryId') ?? '')
    ? (params.get('inquiryId') ?? undefined)
    : undefined;
  const personId = uuid.test(params.get('personId') ?? '')
    ? (params.get('personId') ?? undefined)
    : undefined;
  const [form] = Form.useForm<Values>();
  const [slots, setSlots] = useState<SlotDraft[]>(() => [nextSlotDraft([], new Date())]);
  const [tried, setTried] = useState(false);
  const [keyword, setKeyword] = useState('');
  const vendors = useVendorSearch(useDebouncedValue(keyword, 300));
  const change = useMeetingChange();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = async (values: Values) => {
    setTried(true);
    clearError();
    if (!slotsAreSound(slots)) return;
    const body: MeetingProposeInput = {
      subject: values.subject,
      agenda: values.agenda ?? '',
      location: values.location ?? '',
      videoUrl: values.videoUrl ?? '',
      slots: slots.map((slot) => ({
        start: taipeiInputToIso(slot.start) ?? '',
        end: taipeiInputToIso(slot.end) ?? '',
      })),
      ...(inVendor ? { personUserId: personId } : { vendorId: values.vendorId }),
      ...(arranging && values.personUserId ? { personUserId: values.personUserId } : {}),
      ...(inquiryId ? { inquiryId } : {}),
    };
    try {
      const meeting = await change.mutateAsync(meetingCalls.propose(body));
      toast.info(t('meetings.done.propose'));
      navigate(meetingPath(pathname, meeting.id));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <PageFrame
      className="meetings-page"
      title={t('pages.meetingNew.title')}
      description={t('pages.meetingNew.description')}
      actions={<RouterLink to={meetingsBase(pathname)}>{t('meetings.back')}</RouterLink>}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{
          vendorId: prefilledVendor,
          personUserId: arranging ? personId : undefined,
          subject: '',
          agenda: '',
          location: '',
          videoUrl: '',
        }}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => setTried(true)}
      >
        {inVendor ? (
          !personId && (
            <Alert type="info" showIcon title={t('meetings.form.noPerson')} style={{ marginBottom: 16 }} />
          )
        ) : (
          <Form.Item name="vendorId" label={t('meetings.form.vendor')} rules={[{ required: true }]}>
            <Select
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              placeholder={t('meetings.form.vendorPlaceholder')}
              loading={vendors.isFetching}
              options={[
                ...(prefilledVendor && !vendors.data?.some((vendor) => vendor.id === prefilledVendor)
                  ? [{ value: prefilledVendor, label: t('meetings.form.prefilledVendor') }]
                  : []),
                ...(vendors.data ?? []).map((vendor) => ({
                  value: vendor.id,
                  label: `${vendor.name}（${vendor.ubn}）`,
                })),
              ]}
            />
          </Form.Item>
        )}
        {arranging && <BuyerPicker />}
        <Form.Item
          name="subject"
          label={t('meetings.form.subject')}
          rules={[{ required: true, whitespace: true }, ...contractRules(fields.subject)]}
        >
          <Input maxLength={maxLengthOf(fields.subject)} />
        </Form.Item>
        <Form.Item name="agenda" label={t('meetings.form.agenda')} rules={contractRules(fields.agenda)}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={maxLengthOf(fields.agenda)} />
        </Form.Item>
        <Form.Item name="location" label={t('meetings.form.location')} rules={contractRules(fields.location)}>
          <Input maxLength={maxLengthOf(fields.location)} />
        </Form.Item>
        <Form.Item
          name="videoUrl"
          label={t('meetings.form.videoUrl')}
          rules={[
            ...contractRules(fields.videoUrl),
            { pattern: /^(https?:\/\/\S+\.\S+)?$/i, message: t('meetings.form.videoUrlInvalid') },
          ]}
        >
          <Input type="url" maxLength={maxLengthOf(fields.videoUrl)} />
        </Form.Item>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('meetings.form.slots')}</legend>
          <SlotEditor value={slots} onChange={setSlots} showProblems={tried} />
        </fieldset>
        <FormErrorAlert message={formError} />
        <Button type="primary" htmlType="submit" loading={change.isPending} disabled={inVendor && !personId}>
          {t('meetings.actions.submit')}
        </Button>
      </Form>
    </PageFrame>
  );
}
