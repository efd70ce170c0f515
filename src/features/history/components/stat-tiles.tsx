/** A row of figures, each a big value under its label. */
export function StatTiles({ tiles }: { tiles: { label: string; value: string }[] }) {
  return (
    <dl className="stat-tiles">
      {tiles.map((tile) => (
        <div key={tile.label} className="stat-tile">
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
