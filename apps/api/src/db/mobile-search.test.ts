import { describe, expect, it } from 'vitest';
import { mobileSearchFragment } from './mobile-search';

describe('mobileSearchFragment', () => {
  it.each([
    ['0912-345-678', '+886912345678'],
    ['0912345678', '+886912345678'],
    ['０９１２－３４５－６７８', '+886912345678'],
    ['+886-0912-345-678', '+886912345678'],
    ['(0912) 345 678', '+886912345678'],
  ])('finds the whole number %s as %s', (keyword, expected) => {
    expect(mobileSearchFragment(keyword)).toBe(expected);
  });

  it.each([
    ['0912', '+886912'],
    ['０９１２', '+886912'],
    ['0912-345', '+886912345'],
    ['+886 912', '+886912'],
    ['00886912', '+886912'],
    ['345-678', '345678'],
  ])('turns the part %s into %s', (keyword, expected) => {
    expect(mobileSearchFragment(keyword)).toBe(expected);
  });

  it.each(['王小明', 'wang', 'a0912', '1', '-', ''])('leaves %j to the plain keyword search', (keyword) => {
    expect(mobileSearchFragment(keyword)).toBeUndefined();
  });
});
