// The published build info (/build-info.json): the commit hash of the newest build and the
// maintenance switch. Read by hand so that an odd file never breaks the app.
export type BuildInfo = {
  commitHash: string | null;
  maintenance: { active: boolean; message: string | null };
};

export function parseBuildInfo(value: unknown): BuildInfo {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const hash = record.commitHash;
  const mode =
    typeof record.maintenanceMode === 'object' && record.maintenanceMode !== null
      ? (record.maintenanceMode as Record<string, unknown>)
      : {};
  const message =
    typeof mode.message === 'string' && mode.message.trim() !== '' ? mode.message : null;
  return {
    commitHash: typeof hash === 'string' && hash.trim() !== '' ? hash : null,
    maintenance: { active: mode.active === true, message },
  };
}

/** Spec 4.5: a reload is needed when both hashes are known and differ. */
export function needsReload(runningHash: string | null, publishedHash: string | null): boolean {
  return !!runningHash && !!publishedHash && runningHash !== publishedHash;
}
