// Where a process's time went, from the V8 CPU profile `node --cpu-prof` writes (a .cpuprofile):
// the self time of each function and of each area of the code (a folder of the repository, a
// package, node's internals, the garbage collector), busiest first. bench:class prints it when
// serve:demo falls short of the aim.

type CallFrame = { functionName: string; url: string; lineNumber: number };
export type CpuProfile = {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  /** Microseconds since the previous sample (the first since the profile's start). */
  timeDeltas: number[];
};

type SelfTime = { name: string; ms: number };
export type ProfileSummary = {
  /** Sampled time without idle, in ms. */
  busyMs: number;
  idleMs: number;
  functions: SelfTime[];
  areas: SelfTime[];
};

const IDLE = '(idle)';

/** The file's path under `root` (or as it is), without the file:// prefix. */
function pathOf(url: string, root: string): string {
  const path = url.replace(/^file:\/\//, '');
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
}

/** The area a function belongs to: its package, node's internals, or its folder (two levels). */
export function areaOf(frame: CallFrame, root: string): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (frame.url.startsWith('node:')) return 'node internals';
  const path = pathOf(frame.url, root);
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return `node_modules/${inPackage[1]}`;
  return path.split('/').slice(0, -1).slice(0, 2).join('/') || path;
}

function functionOf(frame: CallFrame, root: string): string {
  if (!frame.url) return frame.functionName || '(native)';
  const name = frame.functionName || '(anonymous)';
  return `${name} ${pathOf(frame.url, root)}:${frame.lineNumber + 1}`;
}

/** Self time per key, busiest first, the first `top`. */
function ranked(times: Map<string, number>, top: number): SelfTime[] {
  return [...times]
    .filter(([name]) => name !== IDLE)
    .map(([name, us]) => ({ name, ms: us / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

/**
 * Each sample's time (until the next sample) goes to the function it caught running, and to that
 * function's area; `root` (the repository) is cut from the paths.
 */
export function summariseCpuProfile(profile: CpuProfile, root: string, top = 15): ProfileSummary {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) =>
    map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, i) => {
    const frame = frames.get(id);
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (!frame) return;
    add(byFunction, functionOf(frame, root), us);
    add(byArea, areaOf(frame, root), us);
  });
  const idleUs = byArea.get(IDLE) ?? 0;
  const totalUs = [...byArea.values()].reduce((sum, us) => sum + us, 0);
  return {
    busyMs: (totalUs - idleUs) / 1000,
    idleMs: idleUs / 1000,
    functions: ranked(byFunction, top),
    areas: ranked(byArea, top),
  };
}
