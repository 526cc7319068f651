import type { Locator } from '@playwright/test';
import { administratorFromNewAddress } from '../support/seed-api';
import { expect, test } from '../support/test';
import { signInThroughApi } from '../support/users';
import {
  card,
  expectLoadedDashboardFine,
  expectNoLayoutShift,
  expectWidgetsDrawn,
  figure,
  recordLayoutShifts,
  switchToEnglish,
} from './dashboard-page';
import { runTag } from './dashboard-seed';
import { registryKeys, type Slice, settledStaffFigures } from './staff-figures';
import { seedStaffWidgets } from './staff-seed';

/** A figure inside a sentence: its digits, grouped as the page groups them. */
const inText = (value: number) => figure(value).source.slice(1, -1);

/** A pie's table, a row per slice: its name, its count and its share of all. */
async function expectSliceRows(widget: Locator, slices: Slice[], other: { label: string; count: number }) {
  const all = other.count > 0 ? [...slices, { name: other.label, count: other.count }] : slices;
  const total = all.reduce((sum, slice) => sum + slice.count, 0);
  await expect(widget.getByRole('rowheader')).toHaveText(all.map((slice) => slice.name));
  for (const [index, slice] of all.entries()) {
    await expect(
      widget
        .getByRole('row')
        .nth(index + 1)
        .getByRole('cell'),
    ).toHaveText([figure(slice.count), `${Math.round((slice.count / total) * 100)}%`]);
  }
}

test('a staff member’s dashboard shows the portal’s figures in every widget, in both languages, on a phone', async ({
  page,
}) => {
  // Two sign-ups, a vendor with products, applications, logs and failures seeded, and twelve widgets
  // with four charts shown twice with their axe checks. Figures cached before this journey's seeds by
  // another journey's dashboard are waited out (up to 60 s), so the budget is three times the default.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = runTag();
  const seeded = await seedStaffWidgets(page, tag);
  const administrator = administratorFromNewAddress();
  const { token } = await signInThroughApi(page, administrator);
  const figures = await settledStaffFigures(page.request, { token, address: administrator.address });
  // The journey's own seeds are in those figures.
  expect(figures.products.zh).toContainEqual({ name: seeded.category.nameZh, count: 3 });
  expect(figures.week.counts.pending).toBeGreaterThanOrEqual(1);
  expect(figures.week.counts.withdrawn).toBeGreaterThanOrEqual(1);

  await recordLayoutShifts(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: '平台概況' })).toBeVisible();
  // Five widgets of one's own and seven of the portal's; growth, vendors, applications and products drawn.
  await expectWidgetsDrawn(page, { cards: 12, charts: 4 });
  await expectNoLayoutShift(page);
  await expectLoadedDashboardFine(page, 'the staff dashboard');

  const { month, week } = figures;
  const growth = card(page, '會員與供應商成長');
  await expect(growth.getByText(/^會員：合計 [\d.,]+，最多為 [\d.,]+（\d{4}年\d{1,2}月）。/)).toBeVisible();
  await growth.getByRole('button', { name: '以表格顯示' }).click();
  await expect(growth.getByRole('columnheader')).toHaveText(['月份', '會員', '供應商']);
  await expect(growth.getByRole('row')).toHaveCount(13);
  const thisMonth = growth.getByRole('row').last();
  await expect(thisMonth.getByRole('rowheader')).toHaveText(`${month.year}年${month.month}月`);
  await expect(thisMonth.getByRole('cell')).toHaveText([figure(month.users), figure(month.vendors)]);

  const byLevel = card(page, '供應商等級與登記狀態');
  await byLevel.getByRole('button', { name: '以表格顯示' }).click();
  await expect(byLevel.getByRole('columnheader')).toHaveText(['登記狀態', '登記供應商', '合格供應商']);
  await expect(byLevel.getByRole('rowheader')).toHaveText([
    '核准設立',
    '停業',
    '解散或撤銷',
    '其他',
    '尚未查核',
  ]);
  for (const [index, key] of registryKeys.entries()) {
    const { registered, certified } = figures.vendors[key];
    await expect(
      byLevel
        .getByRole('row')
        .nth(index + 1)
        .getByRole('cell'),
    ).toHaveText([figure(registered), figure(certified)]);
  }

  const applications = card(page, '每週供應商申請');
  await applications.getByRole('button', { name: '以表格顯示' }).click();
  await expect(applications.getByRole('columnheader')).toHaveText([
    '週次',
    '審核中',
    '已通過',
    '未通過',
    '已撤回',
  ]);
  const thisWeek = applications.getByRole('row').last();
  await expect(thisWeek.getByRole('rowheader')).toHaveText(`${week.month}/${week.day} 當週`);
  const { pending, accepted, rejected, withdrawn } = week.counts;
  await expect(thisWeek.getByRole('cell')).toHaveText([pending, accepted, rejected, withdrawn].map(figure));

  const audits = card(page, '待審核的申請');
  await expect(audits.getByText(new RegExp(`^共 ${inText(figures.pendingAudits.total)} 筆$`))).toBeVisible();
  await expect(audits.getByRole('listitem')).toHaveCount(figures.pendingAudits.oldest.length);
  await expect(audits.getByRole('listitem')).toContainText(figures.pendingAudits.oldest);

  const products = card(page, '各分類產品數');
  await products.getByRole('button', { name: '以表格顯示' }).click();
  await expect(products.getByRole('columnheader')).toHaveText(['分類', '數量', '比例']);
  await expectSliceRows(products, figures.products.zh, { label: '其他', count: figures.products.other });

  const delivery = card(page, '郵件與簡訊寄送失敗（7 天內）');
  const { email, sms } = figures.delivery;
  await expect(
    delivery.getByText(new RegExp(`^郵件 ${inText(email)} 封 · 簡訊 ${inText(sms)} 則$`)),
  ).toBeVisible();
  await expect(delivery.getByText(seeded.failures.email)).toBeVisible();
  await expect(delivery.getByText(seeded.failures.sms)).toBeVisible();

  const errors = card(page, '前端錯誤（24 小時內）');
  await expect(errors.getByText(new RegExp(`^共 ${inText(figures.browserErrors)} 筆$`))).toBeVisible();
  for (const content of seeded.browserErrors) await expect(errors.getByText(content)).toBeVisible();

  await switchToEnglish(page, 'Portal overview');
  await expectWidgetsDrawn(page, { cards: 12, charts: 4 });
  await expectLoadedDashboardFine(page, 'the staff dashboard in English');
  await expect(
    card(page, 'Members and vendors over time').getByText(
      /^Members: [\d,.]+ in all, at most [\d,.]+ \(\d{1,2}\/\d{4}\)\./,
    ),
  ).toBeVisible();
  const productsEn = card(page, 'Products per category');
  await productsEn.getByRole('button', { name: 'Show as table' }).click();
  await expect(productsEn.getByRole('columnheader')).toHaveText(['Category', 'Count', 'Share']);
  await expectSliceRows(productsEn, figures.products.en, { label: 'Other', count: figures.products.other });
  const applicationsEn = card(page, 'Applications per week');
  await applicationsEn.getByRole('button', { name: 'Show as table' }).click();
  await expect(applicationsEn.getByRole('columnheader')).toHaveText([
    'Week',
    'Pending',
    'Accepted',
    'Rejected',
    'Withdrawn',
  ]);
  await expect(applicationsEn.getByRole('rowheader').last()).toHaveText(`Week of ${week.month}/${week.day}`);
  await expect(
    card(page, 'Applications waiting for audit').getByText(
      new RegExp(`^${inText(figures.pendingAudits.total)} in all$`),
    ),
  ).toBeVisible();
  await expect(
    card(page, 'Mail and SMS failures (7 days)').getByText(
      new RegExp(`^${inText(email)} e-mails · ${inText(sms)} text messages$`),
    ),
  ).toBeVisible();
  await expect(
    card(page, 'Browser errors (24 hours)').getByText(
      new RegExp(`^${inText(figures.browserErrors)} in all$`),
    ),
  ).toBeVisible();
});
