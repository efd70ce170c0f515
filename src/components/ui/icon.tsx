import type { ReactNode, SVGProps } from 'react';

type Paint = Pick<
  SVGProps<SVGSVGElement>,
  'fill' | 'fillOpacity' | 'stroke' | 'strokeWidth' | 'strokeLinecap' | 'strokeLinejoin'
>;

/** A 24×24 icon that assistive technology announces as `label`; `paint` draws its paths. */
export function Icon({
  className,
  label,
  children,
  ...paint
}: Paint & { className: string; label: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      focusable="false"
      {...paint}
    >
      {children}
    </svg>
  );
}
