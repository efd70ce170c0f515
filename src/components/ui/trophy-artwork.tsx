import './trophy-artwork.css';

export type TrophyLevel = 1 | 2 | 3;

/**
 * A trophy in its metal (1 bronze, 2 silver, 3 gold), the same artwork from an 18 px list icon to
 * the result screen. The metals differ in hue and lightness, each with a darker outline, and gold
 * carries a star, so they are told apart without relying on colour alone; `label` is announced.
 */
export function TrophyArtwork({
  trophy,
  label,
  className,
}: {
  trophy: TrophyLevel;
  label: string;
  className: string;
}) {
  return (
    <svg
      className={`trophy-artwork trophy-artwork--${trophy} ${className}`}
      viewBox="0 0 64 64"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <path
        className="trophy-artwork__handles"
        d="M18 13H9v3a9 9 0 0 0 9 9M46 13h9v3a9 9 0 0 1-9 9"
      />
      <path className="trophy-artwork__metal" d="M18 6h28v16a14 14 0 0 1-28 0z" />
      <path className="trophy-artwork__line" d="M32 36v9" />
      <path className="trophy-artwork__metal" d="M20 57h24l-3-10H23z" />
      {trophy === 3 ? (
        <path
          className="trophy-artwork__star"
          d="M32 11l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z"
        />
      ) : (
        <path className="trophy-artwork__shine" d="M24 11v10" />
      )}
    </svg>
  );
}
