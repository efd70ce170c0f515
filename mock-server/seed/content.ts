// Seeds the courses (chapter, section and exercise trees) and every exercise's content. (Filled in by its area's work.)
export async function seedContent(): Promise<void> {}
