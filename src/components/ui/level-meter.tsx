import './level-meter.css';

type LevelMeterProps = {
  /** 0 to 1. */
  level: number;
  label: string;
  /** What the level means in words, for screen readers (e.g. "Level 40%"). */
  valueText: string;
};

/** A horizontal bar showing a live level, such as the microphone's while recording. */
export function LevelMeter({ level, label, valueText }: LevelMeterProps) {
  const clamped = Math.min(1, Math.max(0, level));
  return (
    <div
      className="level-meter"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100)}
      aria-valuetext={valueText}
    >
      <div className="level-meter__fill" style={{ transform: `scaleX(${clamped})` }} />
    </div>
  );
}
