// Where the mock backend listens and whether its control operations (/api/v1/__mock/…) are on:
// one rule for both entries, `npm run mock` (mock-server/main.ts) and `npm run serve:demo`
// (scripts/serve-demo.ts). Pure: the parsed flags and the environment in, the decision out.
//
//   - It listens on 127.0.0.1 (loopback only) unless opened: `--host <address>` or
//     MOCK_HOST=<address> (serve:demo also reads HOST), or `--open` (every interface). A flag
//     wins over the environment.
//   - The control operations follow `--control` / `--no-control`, else MOCK_CONTROL=on|off.
//     Without either they are on only for `npm run mock` listening on loopback; whenever the
//     backend is open to the network, and always for serve:demo, they are off unless turned on.

export type ListenEntry = 'mock' | 'demo';

/** The flags both entries accept (node:util parseArgs options). */
export const LISTEN_OPTIONS = {
  host: { type: 'string' },
  open: { type: 'boolean' },
  control: { type: 'boolean' },
  'no-control': { type: 'boolean' },
} as const;

export type ListenFlags = {
  host?: string | undefined;
  open?: boolean | undefined;
  control?: boolean | undefined;
  'no-control'?: boolean | undefined;
};

export type ListenSettings = {
  /** The address to listen on; undefined: every interface (node's own choice, IPv6 and IPv4). */
  host: string | undefined;
  /** Reachable from other machines: any address but a loopback one. */
  open: boolean;
  /** The /__mock control operations. */
  control: boolean;
  /** Why control is on or off, for the start line. */
  controlReason: 'flag' | 'MOCK_CONTROL' | 'loopback default' | 'open default' | 'demo default';
};

/** The default address: the IPv4 loopback, which the Vite proxy and Playwright use as well. */
export const DEFAULT_HOST = '127.0.0.1';

/**
 * Whether a listen address only accepts connections from this machine: `localhost`, 127.0.0.0/8,
 * `::1` (in any spelling) and IPv4-mapped 127.x. Anything else, including a name, counts as open.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (bare.toLowerCase() === 'localhost') return true;
  let hostname: string;
  try {
    // The WHATWG URL parser writes addresses in one canonical form (127.1 → 127.0.0.1,
    // 0:0:0:0:0:0:0:1 → [::1], ::ffff:127.0.0.1 → [::ffff:7f00:1]).
    hostname = new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}/`).hostname;
  } catch {
    return false;
  }
  return (
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    hostname === '[::1]' ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname)
  );
}

function controlSetting(value: string | undefined): boolean | undefined {
  const setting = value?.trim().toLowerCase();
  if (!setting) return undefined;
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  throw new Error(`MOCK_CONTROL must be on or off, not ${JSON.stringify(value)}`);
}

/** Where to listen and whether control is on; throws on contradictory or unknown settings. */
export function listenSettings(
  entry: ListenEntry,
  flags: ListenFlags,
  env: Record<string, string | undefined>,
): ListenSettings {
  if (flags.control && flags['no-control']) throw new Error('give --control or --no-control');
  const fromEnv = env.MOCK_HOST || (entry === 'demo' ? env.HOST : undefined) || undefined;
  if (flags.open && flags.host !== undefined) throw new Error('give --host or --open, not both');
  const host = flags.open ? undefined : (flags.host || fromEnv || DEFAULT_HOST).trim();
  const open = host === undefined || !isLoopbackHost(host);

  const flag = flags.control ? true : flags['no-control'] ? false : undefined;
  const fromControlEnv = controlSetting(env.MOCK_CONTROL);
  if (flag !== undefined) return { host, open, control: flag, controlReason: 'flag' };
  if (fromControlEnv !== undefined)
    return { host, open, control: fromControlEnv, controlReason: 'MOCK_CONTROL' };
  if (entry === 'demo') return { host, open, control: false, controlReason: 'demo default' };
  return open
    ? { host, open, control: false, controlReason: 'open default' }
    : { host, open, control: true, controlReason: 'loopback default' };
}

/** The start line's words: `http://127.0.0.1:4010 (loopback only, control on: loopback default)`. */
export function describeListening(
  settings: ListenSettings,
  address: { address: string; port: number },
): string {
  const host = address.address.includes(':') ? `[${address.address}]` : address.address;
  const reach = settings.open
    ? settings.host === undefined
      ? 'every interface, open to the network'
      : 'open to the network'
    : 'loopback only';
  const control = `control ${settings.control ? 'on' : 'off'}: ${settings.controlReason}`;
  return `http://${host}:${address.port} (${reach}, ${control})`;
}

/** A warning for the log when anyone on the network could steer the backend. */
export function listeningWarning(settings: ListenSettings): string | null {
  return settings.open && settings.control
    ? 'the control operations are on and the backend is open to the network: anyone who reaches it can reset the store, move its clock or take a signed-in token through /api/v1/__mock/'
    : null;
}
