/** A busy indicator; `label` is what screen readers announce. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className="spinner" role="progressbar" aria-label={label} aria-busy="true">
      <span className="spinner__circle" aria-hidden="true" />
    </span>
  );
}
