import type { Plugin } from 'vite';

const styleModule = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*style.*\.js$/;
// antd's style registrations (@ant-design/cssinjs-utils): the second argument is the function that
// writes the component's CSS rules from the theme's tokens.
const registrations = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The source ranges of the rule-writing argument of every style registration in a program. */
export function styleRuleArguments(program: Node): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      const rules = args[1];
      if (callee.type === 'Identifier' && registrations.has(callee.name as string) && rules)
        ranges.push([rules.start, rules.end]);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return ranges;
}

/** The code with each of those arguments replaced by a function writing no rules. */
export function withoutRuleArguments(code: string, ranges: Array<[number, number]>): string {
  let result = code;
  for (const [start, end] of [...ranges].sort((a, b) => b[0] - a[0]))
    result = `${result.slice(0, start)}() => []${result.slice(end)}`;
  return result;
}

/**
 * In the build antd runs zero-runtime (the theme's `zeroRuntime`): its CSS comes from the sheets written
 * at build time (antd-static-styles.ts), and a component's style hook returns before calling the function
 * that would write its rules. Those functions, and the helpers only they call, are a quarter of a list
 * page's script (about 100 KB minified on /user-admin), shipped and parsed for nothing. Each registration
 * gets a function writing no rules instead, and the bundler drops what only the old one used. The
 * registration itself stays: its component tokens still feed antd's CSS variables.
 */
export function withoutStyleRules(): Plugin {
  return {
    name: 'portal-without-style-rules',
    apply: 'build',
    transform(code, id) {
      if (!styleModule.test(id)) return null;
      const ranges = styleRuleArguments(this.parse(code) as unknown as Node);
      if (ranges.length === 0) return null;
      return { code: withoutRuleArguments(code, ranges), map: null };
    },
  };
}
