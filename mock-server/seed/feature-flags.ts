// Seeds feature flags per user and alias. (Filled in by its area's work.)
export async function seedFeatureFlags(): Promise<void> {}
