import './glyph-icons.css';

// The app's drawn marks and small icons (24×24, in the current text colour, one em square so they
// follow the text size around them), used instead of emoji and text glyphs, which a device
// without the right font shows as empty boxes. Decorative by default (the words beside them say
// what they mean); given a `label`, assistive technology announces it.

type Glyph = { d: string; filled?: boolean };

const GLYPHS = {
  check: { d: 'M5 12.5l4.5 4.5L19 7.5' },
  cross: { d: 'M6.5 6.5l11 11M17.5 6.5l-11 11' },
  arrowRight: { d: 'M4 12h15M13 6l6 6-6 6' },
  star: {
    d: 'M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z',
    filled: true,
  },
  gear: {
    d: 'M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
  },
  close: { d: 'M7 7l10 10M17 7L7 17' },
  back: { d: 'M20 12H5M11 6l-6 6 6 6' },
  headphones: { d: 'M5 15v-3a7 7 0 0 1 14 0v3M4 14h4v6H4zM16 14h4v6h-4z' },
  play: { d: 'M7 4.5v15L19.5 12z', filled: true },
  stop: { d: 'M6.5 6.5h11v11h-11z', filled: true },
  retry: { d: 'M19 12a7 7 0 1 1-2.05-4.95M19 4.5V8h-3.5' },
  triangle: { d: 'M12 4.5l8 14H4z' },
  ellipsis: { d: 'M6 12h.01M12 12h.01M18 12h.01' },
  alert: { d: 'M12 5v9M12 18.5h.01' },
  share: {
    d: 'M21 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM9 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 19a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  },
} satisfies Record<string, Glyph>;

type GlyphName = keyof typeof GLYPHS;
type GlyphIconProps = { className?: string; label?: string };

function GlyphIcon({ name, className, label }: GlyphIconProps & { name: GlyphName }) {
  const glyph: Glyph = GLYPHS[name];
  const naming = label ? { role: 'img', 'aria-label': label } : ({ 'aria-hidden': true } as const);
  return (
    <svg
      className={`glyph-icon glyph-icon--${name}${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      focusable="false"
      fill={glyph.filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={glyph.filled ? 1.5 : 2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...naming}
    >
      <path d={glyph.d} />
    </svg>
  );
}

/** Right, done. */
export const CheckIcon = (props: GlyphIconProps) => <GlyphIcon name="check" {...props} />;
/** Wrong, missed. */
export const CrossIcon = (props: GlyphIconProps) => <GlyphIcon name="cross" {...props} />;
/** Skipped, go on. */
export const ArrowRightIcon = (props: GlyphIconProps) => <GlyphIcon name="arrowRight" {...props} />;
/** A star (a new best, a favourite). */
export const StarIcon = (props: GlyphIconProps) => <GlyphIcon name="star" {...props} />;
/** Settings. */
export const GearIcon = (props: GlyphIconProps) => <GlyphIcon name="gear" {...props} />;
/** Close, leave. */
export const CloseIcon = (props: GlyphIconProps) => <GlyphIcon name="close" {...props} />;
/** Back. */
export const BackIcon = (props: GlyphIconProps) => <GlyphIcon name="back" {...props} />;
/** Listen. */
export const HeadphonesIcon = (props: GlyphIconProps) => <GlyphIcon name="headphones" {...props} />;
/** Play a recording. */
export const PlayIcon = (props: GlyphIconProps) => <GlyphIcon name="play" {...props} />;
/** Stop playing. */
export const StopIcon = (props: GlyphIconProps) => <GlyphIcon name="stop" {...props} />;
/** Try again. */
export const RetryIcon = (props: GlyphIconProps) => <GlyphIcon name="retry" {...props} />;
/** Nearly (the △ of Japanese marking). */
export const TriangleIcon = (props: GlyphIconProps) => <GlyphIcon name="triangle" {...props} />;
/** Waiting, being checked. */
export const EllipsisIcon = (props: GlyphIconProps) => <GlyphIcon name="ellipsis" {...props} />;
/** Something to improve. */
export const AlertIcon = (props: GlyphIconProps) => <GlyphIcon name="alert" {...props} />;

/** Share a link. */
export const ShareIcon = (props: GlyphIconProps) => <GlyphIcon name="share" {...props} />;
