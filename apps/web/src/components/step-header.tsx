import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import './form-parts.css';

interface StepHeaderProps {
  titles: readonly string[];
  current: number;
}

/**
 * Where a multi-step form stands: antd's Steps for the eye, and a heading that says it in words
 * ("Step 2 of 3: …") for everyone, screen readers included.
 */
export function StepHeader({ titles, current }: StepHeaderProps) {
  const { t } = useTranslation();
  return (
    <>
      <Steps
        size="small"
        current={current}
        responsive={false}
        titlePlacement="vertical"
        items={titles.map((title) => ({ title }))}
        className="form-steps"
        aria-hidden
      />
      <h2 className="step-status">
        {t('steps.status', { current: current + 1, total: titles.length, name: titles[current] ?? '' })}
      </h2>
    </>
  );
}
