// Seeds live sessions, dates relative to the backend clock. (Filled in by its area's work.)
export async function seedLive(_now: Date): Promise<void> {}
