import { describe, expect, it } from 'vitest';
import { rewriteAntdImports } from './antd-direct-imports';

const parts = new Map([
  ['Button', 'button'],
  ['DatePicker', 'date-picker'],
  ['Table', 'table'],
]);

describe('rewriteAntdImports', () => {
  it('imports each part from its own folder, under the local name, and drops the types', () => {
    const code = "import { Button, type TableProps, Table as Grid } from 'antd';\nconst a = 1;";
    expect(rewriteAntdImports(code, parts)).toBe(
      "import Button from 'antd/es/button'; import Grid from 'antd/es/table';\nconst a = 1;",
    );
  });

  it('keeps a name that is no folder (theme helpers, version) with the index', () => {
    expect(rewriteAntdImports("import { DatePicker, theme } from 'antd';", parts)).toBe(
      "import DatePicker from 'antd/es/date-picker'; import { theme } from 'antd';",
    );
  });

  it('keeps the lines below where they were when the import spans several', () => {
    const code = "import {\n  Button,\n  Table,\n} from 'antd';\nexport const x = 1;";
    const rewritten = rewriteAntdImports(code, parts);
    expect(rewritten.split('\n')).toHaveLength(code.split('\n').length);
    expect(rewritten.split('\n').at(-1)).toBe('export const x = 1;');
  });

  it('leaves type-only imports and other packages alone', () => {
    const code = "import type { TableProps } from 'antd';\nimport { Button } from 'antd-mobile';";
    expect(rewriteAntdImports(code, parts)).toBe(code);
  });
});
