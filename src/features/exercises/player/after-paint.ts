// Work that need not hold up the next frame (saving the run, moving the focus, starting a sound)
// runs just after the browser has painted the learner's answer, keeping interactions fast
// (interaction to next paint). Returns a cancel function.
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
