import type { NewsCategory } from '@portal/contracts/news';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<NewsCategory, string> = {
  notice: 'blue',
  event: 'green',
  regulation: 'purple',
  system: 'orange',
};

export function NewsCategoryTag({ category }: { category: NewsCategory }) {
  const { t } = useTranslation();
  return <Tag color={colours[category]}>{t(`news.categories.${category}`)}</Tag>;
}
