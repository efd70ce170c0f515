// Seeds release notes. (Filled in by its area's work.)
export async function seedReleaseNotes(): Promise<void> {}
