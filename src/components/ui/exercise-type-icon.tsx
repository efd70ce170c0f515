import { Icon } from './icon';

// One outline glyph per exercise type of spec 3 (1-13), drawn in a 24×24 box with the current
// text colour. `label` (the type's name, `exerciseTypeMessages` of ./messages) is what assistive
// technology announces.
const GLYPHS: Readonly<Record<number, string>> = {
  1: 'M4 5h16v10H10l-5 4v-4H4z', // chat: a speech bubble
  2: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M10 8.5l5.5 3.5-5.5 3.5z', // demo: play
  3: 'M4 19h9 M4 15h5 M13 17l7-7-2.5-2.5-7 7V17z', // dictation: writing on lines
  4: 'M3 5h6a3 3 0 0 1 3 3v11a2 2 0 0 0-2-2H3z M21 5h-6a3 3 0 0 0-3 3v11a2 2 0 0 1 2-2h7z', // vocabulary: a book
  5: 'M5 15v-3a7 7 0 0 1 14 0v3 M4 14h4v6H4z M16 14h4v6h-4z', // listening drill: headphones
  6: 'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z M6 11a6 6 0 0 0 12 0 M12 17v4 M9 21h6', // pronunciation: a microphone
  7: 'M3 9h4l5-4v14l-5-4H3z M16 8.5a4.5 4.5 0 0 1 0 7 M19 6a8 8 0 0 1 0 12', // listening quiz: a speaker
  8: 'M3 5h18v14H3z M3 16l5-5 4 4 3-3 6 6 M16 8.5a1.5 1.5 0 1 0 0.01 0', // picture match: a picture
  9: 'M2 7h20v10H2z M6 14h12 M5 10h2 M9 10h2 M13 10h2 M17 10h2', // typing: a keyboard
  10: 'M4 6h16 M4 10h16 M4 14h10 M15 17l3 3 3-6', // sentence reading: lines read
  11: 'M4 8h13l-3-3 M20 16H7l3 3', // translation quiz: two ways
  12: 'M3 4h8v8H3z M13 12h8v8h-8z M15 4h4v4 M9 20H5v-4', // translation drill: cards swapped
  13: 'M4 20l1-4L16 5l3 3L8 19z M14 7l3 3', // writing: a pen
};

export function ExerciseTypeIcon({ type, label }: { type: number; label: string }) {
  return (
    <Icon
      className={`exercise-type-icon exercise-type-icon--${type}`}
      label={label}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={GLYPHS[type] ?? GLYPHS[1]} />
    </Icon>
  );
}
