import { describe, expect, it } from 'vitest';
import { chunkCycle } from './chunk-cycles';

describe('chunkCycle', () => {
  it('finds a circle of chunks importing one another', () => {
    const imports = new Map([
      ['index.js', ['react.js', 'shared.js']],
      ['react.js', []],
      ['shared.js', ['Alert.js', 'react.js']],
      ['Alert.js', ['shared.js']],
    ]);
    expect(chunkCycle(imports)).toEqual(['shared.js', 'Alert.js', 'shared.js']);
  });

  it('answers null for chunks that import one another one way only', () => {
    const imports = new Map([
      ['index.js', ['react.js', 'shared.js', 'Alert.js']],
      ['react.js', []],
      ['shared.js', ['react.js']],
      ['Alert.js', ['shared.js', 'react.js']],
    ]);
    expect(chunkCycle(imports)).toBeNull();
  });
});
