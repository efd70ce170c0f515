import { TrophyArtwork, type TrophyLevel } from '../../../../components/ui/trophy-artwork';

/** The result screen's large trophy in its metal (1 bronze, 2 silver, 3 gold; gold carries a star). */
export function TrophyArt({ trophy, label }: { trophy: TrophyLevel; label: string }) {
  return <TrophyArtwork trophy={trophy} label={label} className="trophy-art" />;
}
