// The top entries of a `.cpuprofile` (node --cpu-prof): self time per function and per module (package
// or source folder), as a share of the profile's samples. `npx tsx bench/profile-summary.ts <file> [n]`.
import fs from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, count = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [entries]');
const profile = JSON.parse(await fs.readFile(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);

/** `node_modules/<package>` or the source folder below the repository, else the URL or the V8 entry. */
function moduleOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const source = /\/(apps|packages|bench)\/(.+)\/[^/]+$/.exec(url);
  if (source) return `${source[1]}/${source[2]}`;
  return url || '(native)';
}

const perFunction = new Map<string, number>();
const perModule = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const shortUrl = url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages|bench)\//, '$1/');
  const name = `${functionName || '(anonymous)'} ${shortUrl}:${lineNumber + 1}`;
  perFunction.set(name, (perFunction.get(name) ?? 0) + micros);
  const module = moduleOf(url);
  perModule.set(module, (perModule.get(module) ?? 0) + micros);
}

function print(title: string, entries: Map<string, number>) {
  console.info(`\n${title} (of ${(total / 1e6).toFixed(1)} s sampled)`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
    console.info(`${((100 * micros) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
}
print('self time per module', perModule);
print('self time per function', perFunction);
