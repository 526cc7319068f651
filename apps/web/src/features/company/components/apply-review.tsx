import { useTranslation } from 'react-i18next';
import { useFormatList } from '../../../lib/format-list';
import type { ApplyFormValues } from '../apply-values';
import { storedDocuments } from '../document-items';
import { SubmittedCompany } from './submitted-company';
import type { LookupOutcome } from './use-registry-lookup';

/** The application as it will be sent, to check before submitting. */
export function ApplyReview({ values, outcome }: { values: ApplyFormValues; outcome: LookupOutcome | null }) {
  const { t } = useTranslation();
  const formatList = useFormatList();
  const documents = storedDocuments(values.documents);
  return (
    <SubmittedCompany
      ubn={values.ubn}
      isVerified={outcome?.kind === 'found'}
      values={values}
      notes={values.notes}
      extra={[
        {
          key: 'documents',
          label: t('company.documents.label'),
          children: documents.length
            ? formatList(documents.map((document) => document.fileName))
            : t('company.documents.none'),
        },
      ]}
    />
  );
}
