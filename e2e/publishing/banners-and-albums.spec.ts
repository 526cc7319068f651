import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { pngFile } from '../support/pictures';
import { administratorFromNewAddress } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';

async function saveDrawer(page: Page, title: string) {
  const drawer = page.getByRole('dialog', { name: title });
  await drawer.getByRole('button', { name: '儲存' }).click();
  await expect(drawer).toBeHidden();
}

async function addBanner(page: Page, alt: string, file: ReturnType<typeof pngFile>) {
  await page.getByRole('button', { name: '新增橫幅' }).click();
  const drawer = page.getByRole('dialog', { name: '新增橫幅' });
  await drawer.locator('input[type="file"]').setInputFiles(file);
  // The upload list shows the stored picture once it is processed.
  await expect(drawer.locator('img')).toHaveCount(1);
  await drawer.getByLabel('替代文字（中文）').fill(alt);
  await drawer.getByLabel('連結').fill('https://expo.example.org/');
  await saveDrawer(page, '新增橫幅');
  await expect(page.getByText(alt, { exact: true })).toBeVisible();
}

test('staff create the home position and its banners, which the dashboard shows as a carousel that can be paused', async ({
  page,
}) => {
  // Two uploads re-encoded on a busy two-core machine, three pages with their axe checks.
  test.slow();
  await signInThroughApi(page, administratorFromNewAddress());
  await page.goto('/banner');
  await expect(page.getByRole('heading', { level: 1, name: '橫幅管理' })).toBeVisible();
  await expect(page.getByText('尚未建立任何版位。', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: '新增版位' }).click();
  const drawer = page.getByRole('dialog', { name: '新增版位' });
  await drawer.getByLabel('代碼').fill('home');
  await drawer.getByLabel('中文名稱').fill('首頁輪播');
  await drawer.getByLabel('建議尺寸').fill('1200 × 400');
  await saveDrawer(page, '新增版位');
  await expect(page.getByRole('heading', { name: '首頁輪播 (home)' })).toBeVisible();

  // A javascript: link is refused with the reason, on the field.
  await page.getByRole('button', { name: '新增橫幅' }).click();
  const form = page.getByRole('dialog', { name: '新增橫幅' });
  await form.getByLabel('連結').fill('javascript:alert(1)');
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(form.getByText('連結必須是 http:// 或 https:// 開頭的完整網址。')).toBeVisible();
  await form
    .getByRole('button', { name: /取消|關閉/ })
    .first()
    .click();
  await expect(form).toBeHidden();

  await addBanner(page, '年度採購展', pngFile('expo.png', 600, 200, [200, 40, 40]));
  await addBanner(page, '會員大會', pngFile('meeting.png', 600, 200, [40, 40, 200]));
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/dashboard');
  const carousel = page.getByRole('region', { name: '最新橫幅' });
  await expect(carousel.getByRole('img', { name: '年度採購展' })).toBeVisible();
  // The pause control is a real button, reached and pressed from the keyboard.
  const pause = carousel.getByRole('button', { name: '暫停輪播' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: '播放輪播' })).toBeVisible();
  await carousel.getByRole('button', { name: '下一張' }).click();
  await expect(carousel.getByRole('img', { name: '會員大會' })).toBeVisible();
  await expect(carousel.getByRole('img', { name: '年度採購展' })).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('staff upload an album in bulk, reorder it from the keyboard and caption it; a member and a stranger view it in the lightbox, a stranger not a members-only album', async ({
  page,
  browser,
}) => {
  // Three uploads, three browsers and six pages with their axe checks on a busy machine.
  test.slow();
  const admin = await signInThroughApi(page, administratorFromNewAddress());
  await page.goto('/album');
  await expect(page.getByRole('heading', { level: 1, name: '相簿管理' })).toBeVisible();
  await page.getByRole('button', { name: '新增相簿' }).click();
  const drawer = page.getByRole('dialog', { name: '新增相簿' });
  await drawer.getByLabel('中文標題').fill('秋季年會');
  await drawer.getByLabel('日期').fill('2026-11-20');
  // Enter picks the typed date and submits the form, as in any form field.
  await drawer.getByLabel('日期').press('Enter');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '秋季年會' })).toBeVisible();
  await expect(page.getByText('此相簿尚無相片。')).toBeVisible();

  await page
    .getByLabel('上傳相片')
    .setInputFiles([
      pngFile('red.png', 400, 300, [220, 30, 30]),
      pngFile('green.png', 400, 300, [30, 200, 30]),
      pngFile('blue.png', 400, 300, [30, 30, 220]),
    ]);
  const gallery = page.getByRole('list', { name: '相片集' });
  await expect(gallery.getByRole('button')).toHaveCount(3);
  const sources = () =>
    gallery.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  const before = await sources();

  // Keyboard reorder: lift the first, move it one place on, drop it.
  const first = page.getByRole('listitem', { name: /^相片 1/ });
  await first.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/已拿起第 1 張/)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect.poll(sources).toEqual([before[1], before[0], before[2]]);

  // The first picture's captions, edited in both languages from its tile.
  await page.getByRole('button', { name: '編輯說明 相片 1' }).click();
  const captions = page.getByRole('dialog', { name: '編輯說明：相片 1' });
  await captions.getByLabel('說明（中文）').fill('開幕致詞');
  await captions.getByLabel('說明（英文）').fill('Opening address');
  await captions.getByRole('button', { name: /儲\s*存/ }).click();
  await expect(captions).toBeHidden();
  await expect(gallery.getByRole('button', { name: '開幕致詞' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const albumUrl = new URL(page.url());
  const albumId = albumUrl.searchParams.get('id');
  // An album for signed-in members only, made straight through the API.
  const membersOnly = await page.request.post('/api/v1/PictureAlbums', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { titleZh: '理事會內部合影', albumDate: '2026-11-21', visibility: 'signed-in' },
  });
  expect(membersOnly.status(), await membersOnly.text()).toBe(201);
  const membersOnlyId = ((await membersOnly.json()) as { id: string }).id;

  // A member (no albums:write) reads the album in the lightbox.
  const memberContext = await browser.newContext();
  const reader = await memberContext.newPage();
  const member = newTestUser('album-reader');
  await signUpThroughApi(reader, member);
  await signInThroughApi(reader, member);
  await reader.goto(`${albumUrl.pathname}${albumUrl.search}`);
  await expect(reader.getByRole('heading', { level: 1, name: '秋季年會' })).toBeVisible();
  await expect(reader.getByRole('button', { name: '上傳相片' })).toHaveCount(0);
  const thumbnails = reader.getByRole('list', { name: '相片集' }).getByRole('button');
  await expect(thumbnails).toHaveCount(3);
  await thumbnails.nth(1).click();
  const lightbox = reader.getByRole('dialog', { name: '相片檢視' });
  await expect(lightbox.getByText('第 2 張，共 3 張')).toBeVisible();
  await reader.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('第 3 張，共 3 張')).toBeVisible();
  expect(await seriousAxeViolations(reader)).toEqual([]);
  await reader.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(thumbnails.nth(1)).toBeFocused();
  await memberContext.close();

  // A stranger (a fresh browser, no session) reads the public album in the public gallery, not the other.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto('/albums');
  await expect(stranger.getByRole('heading', { level: 1, name: '活動相簿' })).toBeVisible();
  await expect(stranger.getByRole('link', { name: '理事會內部合影' })).toHaveCount(0);
  expect(await seriousAxeViolations(stranger)).toEqual([]);
  // This album's own link (other runs' albums may share its title).
  await stranger.locator(`a[href="/albums/${albumId}"]`).click();
  await expect(stranger).toHaveURL(new RegExp(`/albums/${albumId}$`));
  await expect(stranger.getByRole('heading', { level: 1, name: '秋季年會' })).toBeVisible();
  const strangerThumbnails = stranger.getByRole('list', { name: '相片集' }).getByRole('button');
  await expect(strangerThumbnails).toHaveCount(3);
  await strangerThumbnails.first().click();
  const strangerLightbox = stranger.getByRole('dialog', { name: '相片檢視' });
  await expect(strangerLightbox.getByText('開幕致詞')).toBeVisible();
  await stranger.keyboard.press('ArrowRight');
  await expect(strangerLightbox.getByText('第 2 張，共 3 張')).toBeVisible();
  expect(await seriousAxeViolations(stranger)).toEqual([]);
  await stranger.keyboard.press('Escape');
  await expect(strangerLightbox).toBeHidden();
  // In English, with the public pages' language switch.
  await stranger.getByRole('button', { name: /English/ }).click();
  await expect(stranger.getByRole('link', { name: 'Back to the albums' })).toBeVisible();
  await stranger.goto(`/albums/${membersOnlyId}`);
  await expect(
    stranger.getByText(
      'This album was not found: it may have been deleted, or it is for signed-in members only.',
    ),
  ).toBeVisible();
  await expect(stranger.getByRole('heading', { name: '理事會內部合影' })).toHaveCount(0);
  expect(await seriousAxeViolations(stranger)).toEqual([]);
  await strangerContext.close();
});
