import type { ConsultationState } from '@portal/contracts/consultation';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<ConsultationState, string> = { open: 'orange', answered: 'green', closed: 'default' };

export function ConsultationStateTag({ state }: { state: ConsultationState }) {
  const { t } = useTranslation();
  return <Tag color={colors[state]}>{t(`consultations.states.${state}`)}</Tag>;
}
