import type { Application } from '@portal/contracts/vendor-application';
import { applyInputSchema } from '@portal/contracts/vendor-application';
import { Alert, Button, Col, Flex, Form, Input, Row } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { StepHeader } from '../../../components/step-header';
import { ApiError } from '../../../lib/api-client';
import { contractRules } from '../../../lib/contract-rules';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { contactFromProfile, useApplicantProfile } from '../api/get-applicant-profile';
import { useSubmitApplication } from '../api/submit-application';
import {
  type ApplyFormValues,
  type ApplyStep,
  applyFieldAliases,
  applyFieldNames,
  applyStepFields,
  applySteps,
  firstApplyStepWith,
  toApplyInput,
} from '../apply-values';
import { isMaskedName, registryPrefill } from '../company-values';
import { ApplyBlockedLink } from './apply-blocked-link';
import { ApplyReview } from './apply-review';
import { CompanyFields, ContactFields } from './company-fields';
import { DocumentUpload, useDocumentRules } from './document-upload';
import { RegistryFacts } from './registry-facts';
import { UbnLookup } from './ubn-lookup';
import { type LookupOutcome, useRegistryLookup } from './use-registry-lookup';
import { type ExistingVendor, VendorExistsAlert } from './vendor-exists-alert';

interface ApplyFormProps {
  /** The values to start from: an earlier application being corrected. */
  initialValues?: ApplyFormValues;
  /** That earlier application (its rejection reason and registry record are shown again). */
  previous?: Application | null;
}

/** The vendor a VENDOR_ALREADY_EXISTS answer names (`data: { vendorId, vendorName }`). */
function existingVendorOf(error: unknown): ExistingVendor | null {
  if (!(error instanceof ApiError)) return null;
  const item = error.errors.find((candidate) => candidate.code === 'VENDOR_ALREADY_EXISTS');
  if (!item) return null;
  return { id: item.data?.vendorId ?? null, name: item.data?.vendorName ?? item.message };
}

/**
 * The vendor application in steps: UBN (checked as typed) and a registry lookup that fills the company
 * data in → company → contact → documents → review, then `POST /Vendor/Apply`. A registry that does not
 * know the number, or cannot be reached, leaves everything to be typed by hand.
 */
export function ApplyForm({ initialValues, previous }: ApplyFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ApplyFormValues>();
  const submit = useSubmitApplication();
  const mapping = useMemo(() => ({ aliases: applyFieldAliases }), []);
  const { formError, showError, clearError } = useApiFormErrors(form, applyFieldNames, mapping);
  const initialOutcome: LookupOutcome | null = previous?.registry
    ? { ubn: previous.ubn, kind: 'found', company: previous.registry }
    : null;
  const { lookup, outcomeFor, isLookingUp } = useRegistryLookup(initialOutcome);
  const documentRules = useDocumentRules(false);
  const [current, setCurrent] = useState(previous ? 1 : 0);
  const [errorStep, setErrorStep] = useState<ApplyStep | null>(null);
  const [existingVendor, setExistingVendor] = useState<ExistingVendor | null>(null);
  const step = applySteps[current] ?? 'ubn';
  const stepName = (name: ApplyStep) => t(`company.apply.steps.${name}`);
  const outcome = outcomeFor(Form.useWatch('ubn', form));
  const registry = outcome?.kind === 'found' ? outcome.company : null;
  // A new application's contact person starts as the applicant (what their profile says), each field
  // only while still empty: nothing typed, nor a corrected application's values, is overwritten.
  const profile = useApplicantProfile(!previous).data;
  useEffect(() => {
    if (!profile) return;
    const filled = Object.entries(contactFromProfile(profile)).filter(
      ([name, value]) => value && !form.getFieldValue(name as keyof ApplyFormValues),
    );
    if (filled.length > 0) form.setFieldsValue(Object.fromEntries(filled));
  }, [profile, form]);
  const maskedRepresentative =
    registry?.representative && isMaskedName(registry.representative) ? registry.representative : null;

  /** Looks the typed UBN up; true when there is an outcome to go on with. */
  const lookupTyped = async (): Promise<boolean> => {
    clearError();
    try {
      await form.validateFields(['ubn']);
    } catch {
      return false;
    }
    setExistingVendor(null);
    try {
      const found = await lookup(form.getFieldValue('ubn') as string);
      if (found.kind === 'found') form.setFieldsValue(registryPrefill(found.company));
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  const next = async () => {
    if (step === 'ubn') {
      if (!outcome && !(await lookupTyped())) return;
    } else {
      try {
        await form.validateFields([...applyStepFields[step]]);
      } catch {
        return;
      }
    }
    setErrorStep(null);
    setCurrent((index) => Math.min(index + 1, applySteps.length - 1));
  };

  const showErrorsOn = (fields: readonly string[]) => {
    const target = firstApplyStepWith(fields);
    if (!target) return;
    setCurrent(applySteps.indexOf(target));
    setErrorStep(target);
  };

  const send = async () => {
    clearError();
    setErrorStep(null);
    try {
      await form.validateFields();
    } catch (error) {
      const failed = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      showErrorsOn(failed.map((field) => String(field.name[0])));
      return;
    }
    const values = form.getFieldsValue(true) as ApplyFormValues;
    submit.mutate(toApplyInput(values), {
      onSuccess: () => {
        toast.info(t('company.apply.submitted'));
        void navigate('../company/application');
      },
      onError: (error) => {
        const existing = existingVendorOf(error);
        if (existing) {
          setExistingVendor(existing);
          setCurrent(0);
          return;
        }
        showErrorsOn(showError(error).fields.map((field) => field.name));
      },
    });
  };

  return (
    <Form<ApplyFormValues>
      form={form}
      name="company-apply"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      className="company-form"
    >
      <StepHeader titles={applySteps.map(stepName)} current={current} />
      {previous?.status === 'rejected' && (
        <Alert
          type="info"
          showIcon
          title={t('company.apply.resubmitNotice')}
          description={
            previous.rejectReason ? t('company.apply.rejectReason', { reason: previous.rejectReason }) : null
          }
          className="company-alert"
        />
      )}
      {existingVendor && <VendorExistsAlert vendor={existingVendor} />}
      <FormErrorAlert message={formError} />
      <ApplyBlockedLink error={submit.error} />
      {errorStep === step && (
        <Alert
          type="error"
          showIcon
          title={t('company.apply.fixStep', { step: stepName(step) })}
          className="company-alert"
        />
      )}

      {/* Every step stays mounted (hidden when not current), so a server error can mark any field. */}
      <div hidden={step !== 'ubn'}>
        <UbnLookup isLookingUp={isLookingUp} onLookup={() => void lookupTyped()} outcome={outcome} />
      </div>
      <div hidden={step !== 'company'}>
        {outcome && outcome.kind !== 'found' && (
          <Alert
            type="warning"
            showIcon
            title={t('company.registry.notVerified')}
            className="company-alert"
          />
        )}
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={registry ? 14 : 24}>
            <CompanyFields maskedRepresentative={maskedRepresentative} />
          </Col>
          {registry && (
            <Col xs={24} lg={10}>
              <section aria-labelledby="apply-registry-title">
                <h3 id="apply-registry-title" className="company-section-title">
                  {t('company.registry.title')}
                </h3>
                <p>{t('company.registry.intro')}</p>
                <RegistryFacts company={registry} />
              </section>
            </Col>
          )}
        </Row>
      </div>
      <div hidden={step !== 'contact'}>
        <ContactFields />
        <Form.Item
          name="notes"
          label={t('company.fields.notes')}
          extra={t('company.hints.notes')}
          rules={contractRules(applyInputSchema.shape.notes, {
            tooLong: (max) => t('company.common.tooLong', { max }),
          })}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </div>
      <div hidden={step !== 'documents'}>
        <Form.Item name="documents" label={t('company.documents.label')} rules={documentRules}>
          <DocumentUpload />
        </Form.Item>
      </div>
      {step === 'review' && (
        <div>
          <p>{t('company.apply.reviewIntro')}</p>
          <ApplyReview values={form.getFieldsValue(true) as ApplyFormValues} outcome={outcome} />
          <Flex wrap gap="small" className="company-edit-links">
            {applySteps
              .filter((name) => name !== 'review')
              .map((name) => (
                <Button key={name} type="link" onClick={() => setCurrent(applySteps.indexOf(name))}>
                  {t('company.apply.editStep', { step: stepName(name) })}
                </Button>
              ))}
          </Flex>
        </div>
      )}

      <Flex wrap gap="small" className="company-actions">
        {current > 0 && (
          <Button onClick={() => setCurrent((index) => index - 1)}>{t('company.apply.previous')}</Button>
        )}
        {step === 'review' ? (
          <Button type="primary" loading={submit.isPending} onClick={() => void send()}>
            {t('company.apply.submit')}
          </Button>
        ) : (
          <Button type="primary" loading={step === 'ubn' && isLookingUp} onClick={() => void next()}>
            {t('company.apply.next')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
