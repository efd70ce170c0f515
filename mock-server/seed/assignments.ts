// Seeds assignments and submissions, dates relative to the backend clock. (Filled in by its area's work.)
export async function seedAssignments(_now: Date): Promise<void> {}
