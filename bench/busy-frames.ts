import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';

/** A V8 CPU profile (`Profiler.stop`, `.cpuprofile`). */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A frame (function and source line) and the share of the busy samples with it on the stack. */
export interface BusyFrame {
  share: number;
  frame: string;
}

// React's and its scheduler's own frames are under every render: they say nothing of what costs.
const reactInternals = /react-dom-client|scheduler\.production|\(root\)/;

/** Names a frame by its source (through the build's source map, when there is one) and line. */
function frameNamer(distAssets: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  return async (frame: CpuProfile['nodes'][number]['callFrame']) => {
    const file = /\/assets\/([^/?]+\.js)$/.exec(frame.url)?.[1];
    if (!file) return `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}`;
    let map = maps.get(file);
    if (map === undefined) {
      const mapFile = path.join(distAssets, `${file}.map`);
      map = fs.existsSync(mapFile)
        ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')))
        : null;
      maps.set(file, map);
    }
    if (!map) return `${frame.functionName} ${file}`;
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (at.source ?? file).replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
    return `${at.name ?? frame.functionName} ${source}:${at.line}`;
  };
}

/**
 * Where a profile's busy time went: the `count` frames most often on the stack of a sample that is not
 * idle, with the busy time in milliseconds. Not per task: with the CPU slowed down, Chromium pauses the
 * page's thread between slices, so the samples of one task are not contiguous.
 */
export async function busiestFrames(
  profile: CpuProfile,
  options: { count: number; distAssets: string },
): Promise<{ busyMs: number; frames: BusyFrame[] }> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const name = frameNamer(options.distAssets);
  const onStack = new Map<string, number>();
  let busy = 0;
  for (const [index, sample] of profile.samples.entries()) {
    if (nodes.get(sample)?.callFrame.functionName === '(idle)') continue;
    const micros = profile.timeDeltas[index] ?? 0;
    busy += micros;
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) {
      const node = nodes.get(id);
      if (!node) break;
      const frame = await name(node.callFrame);
      if (seen.has(frame) || reactInternals.test(frame)) continue;
      seen.add(frame);
      onStack.set(frame, (onStack.get(frame) ?? 0) + micros);
    }
  }
  const frames = [...onStack]
    .sort((a, b) => b[1] - a[1])
    .slice(0, options.count)
    .map(([frame, micros]) => ({ share: busy > 0 ? micros / busy : 0, frame }));
  return { busyMs: busy / 1000, frames };
}
