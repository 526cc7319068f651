import type { Application } from '@portal/contracts/vendor-application';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyFormValuesOf } from '../company-values';
import { CompanySection } from './company-page';
import { DocumentList } from './document-list';
import { RegistryFacts } from './registry-facts';
import { SubmittedCompany } from './submitted-company';

/** What an application sent: the company and contact as typed, notes, documents, the registry's record. */
export function ApplicationDetails({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <>
      <CompanySection title={t('company.application.submittedTitle')}>
        <SubmittedCompany
          ubn={application.ubn}
          isVerified={application.registryVerified}
          values={companyFormValuesOf(application.company)}
          notes={application.notes}
        />
      </CompanySection>
      <CompanySection title={t('company.documents.label')}>
        <DocumentList documents={application.documents} />
      </CompanySection>
      <CompanySection title={t('company.application.registryTitle')}>
        {application.registry ? (
          <RegistryFacts company={application.registry} />
        ) : (
          <p style={{ color: token.colorTextDescription }}>{t('company.application.noRegistry')}</p>
        )}
      </CompanySection>
    </>
  );
}
