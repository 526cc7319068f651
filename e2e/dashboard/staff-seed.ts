import { expect, type Page } from '@playwright/test';
import { withPortalDatabase } from '../support/portal-database';
import { freshUbn } from '../support/seed-api';
import { newTestUser } from '../support/users';
import { productsOf, send, signedUp, vendorOf } from './dashboard-seed';

/**
 * What a staff journey adds to each staff widget, through the API where one exists: a vendor with 3
 * products in a category of its own; a vendor application withdrawn and another pending, this week;
 * 2 browser errors; a failed mail and a failed text message (written to the outbox: the e2e mail server
 * takes every mail, and text messages are only stored).
 */
export async function seedStaffWidgets(page: Page, tag: string) {
  const { request } = page;
  const vendor = await vendorOf(page, tag);
  const category = await productsOf(request, vendor, tag, { draft: 1, published: 2, archived: 0 });

  const { person: applicant, as: asApplicant } = await signedUp(page, 'd-applicant');
  const company = (name: string) => ({
    name,
    address: '新北市板橋區中山路一段161號',
    phone: '02-2960-3456',
    representative: '陳小華',
    contact: { name: applicant.name, email: applicant.email, mobile: '0922-345-678' },
  });
  const withdrawn = `撤回申請測試${tag}有限公司`;
  await send(
    request,
    'post',
    'Vendor/Apply',
    asApplicant,
    { ubn: freshUbn(), company: company(withdrawn) },
    201,
  );
  await send(request, 'post', 'Vendor/Apply/Withdraw', asApplicant, undefined);
  const pending = `待審申請測試${tag}有限公司`;
  await send(
    request,
    'post',
    'Vendor/Apply',
    asApplicant,
    { ubn: freshUbn(), company: company(pending) },
    201,
  );

  const browserErrors = [`TypeError: 儀表板測試錯誤 ${tag}-1`, `RangeError: 儀表板測試錯誤 ${tag}-2`];
  const address = newTestUser('d-logs').address;
  for (const content of browserErrors) {
    const logged = await request.post('/api/v1/Log', {
      headers: { 'x-forwarded-for': address },
      data: { createdTime: new Date().toISOString(), type: 'error', content },
    });
    expect(logged.status(), await logged.text()).toBe(201);
  }

  const failures = { email: `550 mailbox unavailable ${tag}`, sms: `no SMS provider ${tag}` };
  await withPortalDatabase((client) =>
    client.query(
      `insert into outbox_messages (id, channel, recipient, template, language, body_text, status, attempts, last_error)
       values (gen_random_uuid(), 'email', $1, 'password-reset-code', 'zh-Hant', '—', 'failed', 5, $2),
              (gen_random_uuid(), 'sms', '0912345678', 'password-reset-code', 'zh-Hant', '—', 'failed', 5, $3)`,
      [applicant.email, failures.email, failures.sms],
    ),
  );
  return { category, pending, browserErrors, failures };
}
