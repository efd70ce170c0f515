import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'link';

/** A button in one of the app's styles (a plain `<button>`, type="button" unless said). */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={`button button--${variant}${className ? ` ${className}` : ''}`}
      {...props}
    />
  );
}
