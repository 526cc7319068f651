import { describe, expect, it } from 'vitest';
import { serviceChoices, serviceName } from './service-choice';

const tree = [
  {
    id: 'consulting',
    name: '顧問服務',
    children: [
      { id: 'management', name: '管理顧問', children: [{ id: 'quality', name: '品質管理', children: [] }] },
    ],
  },
];
const mark = (name: string) => `${name}（已停用）`;

describe('the service choice', () => {
  it('offers the enabled tree as it is, nested', () => {
    expect(serviceChoices(tree, [], 'zh-Hant', mark)).toEqual([
      {
        value: 'consulting',
        title: '顧問服務',
        children: [
          {
            value: 'management',
            title: '管理顧問',
            children: [{ value: 'quality', title: '品質管理', children: [] }],
          },
        ],
      },
    ]);
  });

  it('keeps a held service staff disabled since, marked, in the reader’s language; held enabled ones are not repeated', () => {
    const held = [
      { id: 'quality', nameZh: '品質管理', nameEn: 'Quality', isEnabled: true },
      { id: 'testing', nameZh: '檢測服務', nameEn: 'Testing', isEnabled: false },
    ];
    const choices = serviceChoices(tree, held, 'en', (name) => `${name} (disabled)`);
    expect(choices.map((choice) => choice.value)).toEqual(['consulting', 'testing']);
    expect(choices[1]).toEqual({ value: 'testing', title: 'Testing (disabled)', children: [] });
    expect(serviceChoices(tree, held, 'zh-Hant', mark)[1]?.title).toBe('檢測服務（已停用）');
  });

  it('names a service in English, falling back to Chinese', () => {
    expect(serviceName({ nameZh: '檢測', nameEn: '' }, 'en')).toBe('檢測');
    expect(serviceName({ nameZh: '檢測', nameEn: 'Testing' }, 'en')).toBe('Testing');
    expect(serviceName({ nameZh: '檢測', nameEn: 'Testing' }, 'zh-Hant')).toBe('檢測');
  });
});
