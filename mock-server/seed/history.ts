// Seeds the learning history (exercise logs, trophies, learned items), dates relative to the backend clock. (Filled in by its area's work.)
export async function seedHistory(_now: Date): Promise<void> {}
