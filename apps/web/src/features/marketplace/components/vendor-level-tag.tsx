import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import type { VendorLevel } from '@portal/contracts/marketplace';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 合格供應商 stands out; a registered vendor's level is plain. */
export function VendorLevelTag({ level }: { level: VendorLevel }) {
  const { t } = useTranslation();
  return level === 'certified' ? (
    <Tag color="green" icon={<SafetyCertificateOutlined aria-hidden />}>
      {t('marketplace.levels.certified')}
    </Tag>
  ) : (
    <Tag>{t('marketplace.levels.registered')}</Tag>
  );
}
