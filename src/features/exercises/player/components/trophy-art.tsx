/** A large trophy in its metal's colour (1 bronze, 2 silver, 3 gold; gold carries a star). */
const METAL = {
  1: { fill: '#c98a4b', stroke: '#7a4a1c' },
  2: { fill: '#c4ccd4', stroke: '#55616d' },
  3: { fill: '#f2c94c', stroke: '#8a6400' },
} as const;

export function TrophyArt({ trophy, label }: { trophy: 1 | 2 | 3; label: string }) {
  const metal = METAL[trophy];
  return (
    <svg
      className={`trophy-art trophy-art--${trophy}`}
      viewBox="0 0 64 64"
      role="img"
      aria-label={label}
    >
      <path
        d="M18 8h28v14a14 14 0 0 1-28 0z"
        fill={metal.fill}
        stroke={metal.stroke}
        strokeWidth="2.5"
      />
      <path
        d="M18 13H9v3a9 9 0 0 0 9 9M46 13h9v3a9 9 0 0 1-9 9"
        fill="none"
        stroke={metal.stroke}
        strokeWidth="2.5"
      />
      <path d="M32 36v9" stroke={metal.stroke} strokeWidth="3" />
      <path d="M21 56h22l-3-9H24z" fill={metal.fill} stroke={metal.stroke} strokeWidth="2.5" />
      {trophy === 3 ? (
        <path
          d="M32 13l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z"
          fill="#fff8d6"
        />
      ) : null}
    </svg>
  );
}
