import type { TFunction } from 'i18next';

/** `2026-11-16` → 「11/16 當週」 / "Week of 11/16" (the Monday a weekly point stands for, Taiwan time). */
export function weekLabel(t: TFunction, weekStart: string): string {
  const [, month = '', day = ''] = weekStart.split('-');
  return t('dashboard.weekOf', { month: Number(month), day: Number(day) });
}

/** `2026-11` → 「2026年11月」 / "11/2026". */
export function monthLabel(t: TFunction, month: string): string {
  const [year = '', number = ''] = month.split('-');
  return t('dashboard.monthOf', { year, month: Number(number) });
}
