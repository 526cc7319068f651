import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { styleRuleArguments, withoutRuleArguments } from './without-style-rules';

type Program = Parameters<typeof styleRuleArguments>[0];
const strip = (code: string) =>
  withoutRuleArguments(code, styleRuleArguments(parseAst(code) as unknown as Program));

describe('withoutStyleRules', () => {
  it("replaces the rule-writing function of antd's Tag registration, keeping its name and tokens", () => {
    const file = createRequire(import.meta.url).resolve('antd/es/tag/style/index.js');
    const stripped = strip(readFileSync(file, 'utf8'));
    expect(stripped).toMatch(
      /export default genStyleHooks\('Tag', \(\) => \[\], prepareComponentToken\);\s*$/,
    );
    // The rules' helper is still declared (the bundler drops it) but no longer called.
    expect(stripped).not.toMatch(/genBaseStyle\(tagToken\)/);
    expect(stripped).toContain('export const prepareComponentToken');
  });

  it('handles every registration kind, a named function and several calls, and leaves other calls alone', () => {
    const code = [
      "const a = genStyleHooks(['Input', 'TextArea'], genInputStyle, prepare, { resetFont: false });",
      "const b = genSubStyleComponent(['Button', 'compact'], (token) => [rules(token)], prepare);",
      "const c = genComponentStyleHook('Wave', (token) => ({ a: token }));",
      'const d = somethingElse(1, (token) => [rules(token)]);',
      "const e = genStyleHooks('Lonely');",
    ].join('\n');
    expect(strip(code).split('\n')).toEqual([
      "const a = genStyleHooks(['Input', 'TextArea'], () => [], prepare, { resetFont: false });",
      "const b = genSubStyleComponent(['Button', 'compact'], () => [], prepare);",
      "const c = genComponentStyleHook('Wave', () => []);",
      'const d = somethingElse(1, (token) => [rules(token)]);',
      "const e = genStyleHooks('Lonely');",
    ]);
  });
});
