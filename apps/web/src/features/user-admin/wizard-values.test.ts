import { describe, expect, it } from 'vitest';
import { firstStepWith, toCreateUserInput, type WizardValues, wizardFieldNames } from './wizard-values';

const values: WizardValues = {
  account: ' chen.mei ',
  name: ' 陳美 ',
  email: 'mei@example.test',
  mobile: '',
  jobTitle: '  ',
  language: 'en',
  roleIds: ['r1', 'r2'],
  companyMode: 'create',
  ubn: '１２３４５６７５',
  companyName: ' 美好公司 ',
  companyNameEn: '',
};

describe('toCreateUserInput', () => {
  it('trims, leaves empty optional fields out and normalises the UBN', () => {
    expect(toCreateUserInput(values, { withRoles: true, withCompany: true })).toEqual({
      account: 'chen.mei',
      name: '陳美',
      email: 'mei@example.test',
      language: 'en',
      roleIds: ['r1', 'r2'],
      vendor: { create: { ubn: '12345675', name: '美好公司' } },
    });
  });

  it('sends no roles when none could be offered, and no company without the company step', () => {
    const input = toCreateUserInput(
      { ...values, mobile: '0912-345-678', jobTitle: '採購' },
      { withRoles: false, withCompany: false },
    );
    expect(input).toEqual({
      account: 'chen.mei',
      name: '陳美',
      email: 'mei@example.test',
      language: 'en',
      mobile: '0912-345-678',
      jobTitle: '採購',
    });
    expect(Object.keys(input)).not.toContain('password');
  });
});

describe('toCreateUserInput with an existing vendor', () => {
  const attaching: WizardValues = {
    ...values,
    companyMode: 'attach',
    attachVendorId: '01930000-0000-7000-8000-0000000000c1',
    attachVendorName: '美好公司',
    attachRole: 'manager',
  };

  it('sends the vendor to join and the role, never the new company typed before', () => {
    expect(toCreateUserInput(attaching, { withRoles: false, withCompany: true }).vendor).toEqual({
      attach: { vendorId: '01930000-0000-7000-8000-0000000000c1', role: 'manager' },
    });
  });

  it('sends no vendor without one chosen or without the company step', () => {
    const unchosen = { ...attaching, attachVendorId: undefined };
    expect(toCreateUserInput(unchosen, { withRoles: false, withCompany: true }).vendor).toBeUndefined();
    expect(toCreateUserInput(attaching, { withRoles: false, withCompany: false }).vendor).toBeUndefined();
  });

  it('finds the company step for a server error on the vendor to join', () => {
    expect(firstStepWith(['attachVendorId'], ['account', 'roles', 'company', 'review'])).toBe('company');
  });
});

describe('steps of server errors', () => {
  it('finds the first step holding a field, among the steps shown', () => {
    expect(firstStepWith(['ubn', 'email'], ['account', 'roles', 'company', 'review'])).toBe('account');
    expect(firstStepWith(['ubn'], ['account', 'roles', 'company', 'review'])).toBe('company');
    expect(firstStepWith(['roleIds'], ['account', 'roles', 'review'])).toBe('roles');
    expect(firstStepWith([], ['account', 'review'])).toBeUndefined();
    expect(wizardFieldNames(['account', 'review'])).not.toContain('ubn');
  });
});
