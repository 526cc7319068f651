import {
  type MailPreferenceKind,
  mailPreferenceKinds,
  type NotificationKind,
  notificationKinds,
} from '@portal/contracts/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadTextBundle } from '../../lib/i18n';
import { bellCount } from './bell-count';
import { inLayout, notificationText } from './notification-text';

beforeAll(async () => {
  await Promise.all([loadTextBundle('notifications', 'zh-Hant'), loadTextBundle('notifications', 'en')]);
});

const textIn = (language: 'zh-Hant' | 'en', kind: NotificationKind, params: Record<string, string>) =>
  notificationText(i18n.getFixedT(language), { kind, params });

describe('a notification’s text', () => {
  it('is written from its kind and params in Chinese and in English', () => {
    const facts = { person: '陳小華', subject: '螺絲報價', company: '甲公司' };
    const expected: Record<NotificationKind, [string, string]> = {
      'inquiry-new': ['陳小華寄來新的詢問：螺絲報價', '陳小華 sent a new inquiry: 螺絲報價'],
      'inquiry-reply': ['陳小華回覆了詢問：螺絲報價', '陳小華 replied to an inquiry: 螺絲報價'],
      'meeting-proposed': ['陳小華邀請您開會：螺絲報價', '陳小華 proposed a meeting: 螺絲報價'],
      'meeting-accepted': ['陳小華接受了會議：螺絲報價', '陳小華 accepted a meeting: 螺絲報價'],
      'meeting-changed': ['會議有異動：螺絲報價', 'A meeting changed: 螺絲報價'],
      'consultation-answered': [
        '協會已回覆您的諮詢：螺絲報價',
        'The association answered your question: 螺絲報價',
      ],
      'application-decided': [
        '您的供應商申請（甲公司）已通過審核',
        'Your supplier application (甲公司) was accepted',
      ],
      'join-request': ['陳小華申請加入甲公司', '陳小華 asks to join 甲公司'],
    };
    for (const kind of notificationKinds) {
      const params =
        kind === 'join-request' ? { ...facts, status: 'pending' } : { ...facts, decision: 'accepted' };
      expect([textIn('zh-Hant', kind, params), textIn('en', kind, params)], kind).toEqual(expected[kind]);
    }
  });

  it('tells decisions apart: rejected applications and upgrades, accepted and rejected join requests', () => {
    const rejectedUpgrade = { company: '乙公司', request: 'upgrade', decision: 'rejected' };
    expect(textIn('zh-Hant', 'application-decided', rejectedUpgrade)).toBe(
      '您的合格供應商升級申請（乙公司）未通過審核',
    );
    expect(textIn('en', 'application-decided', rejectedUpgrade)).toBe(
      'Your certified supplier upgrade request (乙公司) was not accepted',
    );
    expect(textIn('zh-Hant', 'join-request', { company: '乙公司', status: 'accepted' })).toBe(
      '乙公司已同意您的加入申請',
    );
    expect(textIn('en', 'join-request', { company: '乙公司', status: 'rejected' })).toBe(
      '乙公司 declined your request to join',
    );
  });

  it('reads naturally when a fact is missing', () => {
    expect(textIn('zh-Hant', 'inquiry-new', { subject: '報價' })).toBe('有人寄來新的詢問：報價');
    expect(textIn('en', 'inquiry-reply', {})).toBe('Someone replied to an inquiry: ');
    expect(textIn('en', 'meeting-changed', {})).not.toContain('{{');
  });
});

describe('the preferences’ names', () => {
  it('names every kind of mail preference in Chinese and in English, announcements included', () => {
    const expected: Record<MailPreferenceKind, [string, string]> = {
      'inquiry-new': ['新的詢問', 'New inquiries'],
      'inquiry-reply': ['詢問的回覆', 'Replies to inquiries'],
      'meeting-proposed': ['會議邀約', 'Meeting proposals'],
      'meeting-accepted': ['會議已接受', 'Meetings accepted'],
      'meeting-changed': ['會議異動', 'Meeting changes'],
      'consultation-answered': ['諮詢的回覆', 'Answers to your questions'],
      'application-decided': ['供應商申請的審核結果', 'Decisions on supplier applications'],
      'join-request': ['加入公司的申請', 'Requests to join a company'],
      announcement: ['協會公告', 'Announcements from the association'],
    };
    for (const kind of mailPreferenceKinds) {
      const names = (['zh-Hant', 'en'] as const).map((language) =>
        i18n.getFixedT(language)(`notifications.kindNames.${kind}`),
      );
      expect(names, kind).toEqual(expected[kind]);
    }
    expect(i18n.getFixedT('en')('notifications.mailOnly')).toMatch(/^By e-mail only/);
  });
});

describe('where it leads', () => {
  it('stays inside the current layout', () => {
    expect(inLayout('/', '/review/apply')).toBe('/review/apply');
    expect(inLayout('/top-menu', '/review/apply')).toBe('/top-menu/review/apply');
    expect(inLayout('/simple-menu/', '/company')).toBe('/simple-menu/company');
    expect(inLayout('..', '/inquiry-mailbox/1?x=2')).toBe('../inquiry-mailbox/1?x=2');
  });
});

describe('the bell’s count', () => {
  it('adds unread notifications and unread announcements, counting one still loading as none', () => {
    expect(bellCount(3, 2)).toBe(5);
    expect(bellCount(undefined, 4)).toBe(4);
    expect(bellCount(7, undefined)).toBe(7);
    expect(bellCount(undefined, undefined)).toBe(0);
  });
});
