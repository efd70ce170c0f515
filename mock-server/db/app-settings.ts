import { z } from 'zod';
import { Table } from './table';

// Backend-wide switches: maintenance mode and the published build hash (one record, key 'app').

export const appSettingsSchema = z.object({
  key: z.literal('app'),
  maintenanceActive: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  /** Overrides the commitHash of /build-info.json when set (a new published build). */
  publishedBuildHash: z.string().nullable(),
});
const appSettings = new Table('appSettings', appSettingsSchema, (s) => s.key);

export function currentSettings(): z.output<typeof appSettingsSchema> {
  return (
    appSettings.get('app') ?? {
      key: 'app',
      maintenanceActive: false,
      maintenanceMessage: null,
      publishedBuildHash: null,
    }
  );
}

export async function changeSettings(change: (draft: z.output<typeof appSettingsSchema>) => void) {
  if (!appSettings.has('app')) await appSettings.insert(currentSettings());
  return appSettings.update('app', change);
}

/** The build of the page the mock runs in (the static demo, ../browser.ts), else none. */
let pageBuildHash: string | null = null;
/** The static demo publishes its own page's build, whatever its saved store holds. */
export function publishPageBuild(hash: string): void {
  pageBuildHash = hash;
}

/** The commit hash the mock publishes until setBuildHash changes it. */
const defaultBuildHash = (): string =>
  pageBuildHash ??
  ((typeof process !== 'undefined' && process.env.MOCK_BUILD_HASH) || 'development');

/** The commitHash of /build-info.json: the one setBuildHash published, else the default. */
export function publishedBuildHash(): string {
  return currentSettings().publishedBuildHash ?? defaultBuildHash();
}
