import { toListSearchParams } from '@portal/contracts/list';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { auditRowSchema } from '@portal/contracts/vendor-application';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendor } from '../../../test/access-fixtures';
import { vendorApplications } from '../../db/vendor-schema';
import {
  type ApplicationsWorld,
  applyAs,
  companyInput,
  decideAs,
  freshUbn,
  type Person,
  signedInPerson,
  startApplicationsWorld,
  uploadedDocument,
} from './vendor-applications.fixtures';

let world: ApplicationsWorld;
let auditor: Person;
const ids: Record<'alpha' | 'beta' | 'gamma' | 'upgrade', string> = {
  alpha: '',
  beta: '',
  gamma: '',
  upgrade: '',
};
const ubns = { alpha: freshUbn(), beta: freshUbn(), gamma: freshUbn() };

async function applyFor(name: string, ubn: string, contactName: string, email: string) {
  const person = await signedInPerson(world);
  const company = companyInput({
    name,
    contact: { name: contactName, email, mobile: '0912345678', position: '經理' },
  });
  const response = await applyAs(world.app, person, { ubn, company });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().auditID as string;
}

const setCreated = (id: string, at: string) =>
  world.db
    .update(vendorApplications)
    .set({ createdAt: new Date(at) })
    .where(eq(vendorApplications.id, id));

beforeAll(async () => {
  world = await startApplicationsWorld();
  auditor = await signedInPerson(world, systemRoleCodes.staff);
  ids.alpha = await applyFor('甲山電子股份有限公司', ubns.alpha, '王大同', 'Wang@Alpha.example.tw');
  ids.beta = await applyFor('乙水科技有限公司', ubns.beta, '李小美', 'mei@beta.example.tw');
  ids.gamma = await applyFor('丙林實業股份有限公司', ubns.gamma, '張志明', 'chang@gamma.example.tw');
  const owner = await signedInPerson(world);
  await createVendor(world.db, [{ userId: owner.user.id, role: 'owner' }], '丁木工業有限公司');
  const upgrade = await world.app.inject({
    method: 'POST',
    url: '/api/v1/Vendor/Upgrade',
    headers: owner.headers,
    payload: { documentIds: [await uploadedDocument(world.db, owner.user.id)] },
  });
  expect(upgrade.statusCode, upgrade.body).toBe(201);
  ids.upgrade = upgrade.json().auditID;
  // Taiwan days: 2026-01-01T16:30Z is 2026-01-02 00:30 in Taipei.
  await setCreated(ids.alpha, '2025-12-31T02:00:00Z');
  await setCreated(ids.beta, '2026-01-01T16:30:00Z');
  await setCreated(ids.gamma, '2026-01-03T02:00:00Z');
  await setCreated(ids.upgrade, '2026-01-04T02:00:00Z');
  expect((await decideAs(world.app, auditor, { auditID: ids.alpha, isAccepted: true })).statusCode).toBe(200);
  const rejected = await decideAs(world.app, auditor, {
    auditID: ids.gamma,
    isAccepted: false,
    rejectReason: '資料不全',
  });
  expect(rejected.statusCode).toBe(200);
});
afterAll(async () => {
  await world.close();
});

type QueueQuery = Parameters<typeof toListSearchParams>[0];

async function queue(query: QueueQuery = {}) {
  const search = new URLSearchParams(toListSearchParams(query)).toString();
  return world.app.inject({ url: `/api/v1/Vendor/Audits?${search}`, headers: auditor.headers });
}

async function queueIds(query: QueueQuery = {}) {
  const response = await queue(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((row: { auditID: string }) => row.auditID);
}

describe('the audit queue', () => {
  it('lists every application newest first, with the spec’s flags', async () => {
    const response = await queue();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.totalCount).toBe(4);
    expect(body.data.map((row: { auditID: string }) => row.auditID)).toEqual([
      ids.upgrade,
      ids.gamma,
      ids.beta,
      ids.alpha,
    ]);
    for (const row of body.data) auditRowSchema.parse(row);
    const byId = new Map(body.data.map((row: { auditID: string }) => [row.auditID, row]));
    expect(byId.get(ids.alpha)).toMatchObject({
      status: 'accepted',
      isAudited: true,
      isAccepted: true,
      displayName: '甲山電子股份有限公司',
      ubn: ubns.alpha,
      name: '王大同',
      email: 'wang@alpha.example.tw',
      mobile: '+886912345678',
      position: '經理',
      contact_Title: null,
      kind: 'apply',
    });
    expect(byId.get(ids.gamma)).toMatchObject({
      isAudited: true,
      isAccepted: false,
      rejectReason: '資料不全',
    });
    expect(byId.get(ids.beta)).toMatchObject({ isAudited: false, isAccepted: false, status: 'pending' });
    expect(byId.get(ids.upgrade)).toMatchObject({
      kind: 'upgrade',
      displayName: '丁木工業有限公司',
      name: '',
    });
  });

  it('finds by company name, UBN (full-width too), contact name and e-mail', async () => {
    expect(await queueIds({ condition: { keyword: '乙水' } })).toEqual([ids.beta]);
    const fullWidth = ubns.gamma.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
    expect(await queueIds({ condition: { keyword: fullWidth } })).toEqual([ids.gamma]);
    expect(await queueIds({ condition: { keyword: '志明' } })).toEqual([ids.gamma]);
    expect(await queueIds({ condition: { keyword: 'WANG@alpha' } })).toEqual([ids.alpha]);
    expect(await queueIds({ condition: { keyword: '100%_' } })).toEqual([]);
    // The searched values are kept apart: the end of one and the start of the next match nothing.
    expect(await queueIds({ condition: { keyword: `有限公司${ubns.alpha.slice(0, 3)}` } })).toEqual([]);
  });

  it('filters by status, kind and Taiwan days', async () => {
    expect(await queueIds({ condition: { status: 'pending' } })).toEqual([ids.upgrade, ids.beta]);
    expect(await queueIds({ condition: { kind: 'upgrade' } })).toEqual([ids.upgrade]);
    expect(await queueIds({ condition: { kind: 'apply', status: 'rejected' } })).toEqual([ids.gamma]);
    expect(await queueIds({ condition: { createdFrom: '2026-01-02', createdTo: '2026-01-03' } })).toEqual([
      ids.gamma,
      ids.beta,
    ]);
    expect(await queueIds({ condition: { createdTo: '2026-01-01' } })).toEqual([ids.alpha]);
  });

  it('sorts and pages', async () => {
    expect(await queueIds({ sortings: [{ field: 'createdTime', dir: 'asc' }] })).toEqual([
      ids.alpha,
      ids.beta,
      ids.gamma,
      ids.upgrade,
    ]);
    const byUbn = await queueIds({ sortings: [{ field: 'ubn', dir: 'desc' }], condition: { kind: 'apply' } });
    const sortedUbns = [ids.alpha, ids.beta, ids.gamma]
      .map((id, index) => ({ id, ubn: [ubns.alpha, ubns.beta, ubns.gamma][index] ?? '' }))
      .sort((a, b) => b.ubn.localeCompare(a.ubn))
      .map((entry) => entry.id);
    expect(byUbn).toEqual(sortedUbns);
    expect(
      await queueIds({
        sortings: [
          { field: 'status', dir: 'asc' },
          { field: 'createdTime', dir: 'desc' },
        ],
      }),
    ).toEqual([ids.alpha, ids.upgrade, ids.beta, ids.gamma]);
    const page = await queue({ page: 2, pageSize: 3 });
    expect(page.json().totalCount).toBe(4);
    expect(page.json().data.map((row: { auditID: string }) => row.auditID)).toEqual([ids.alpha]);
  });

  it('refuses an unknown sort field or filter (400)', async () => {
    const badSort = await world.app.inject({
      url: `/api/v1/Vendor/Audits?sortings=${encodeURIComponent('[{"field":"applicantId"}]')}`,
      headers: auditor.headers,
    });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors[0].field).toBe('sortings.0.field');
    const badFilter = await world.app.inject({
      url: `/api/v1/Vendor/Audits?condition=${encodeURIComponent('{"applicantId":"x"}')}`,
      headers: auditor.headers,
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors[0].code).toBe('FIELD_UNKNOWN');
  });
});
