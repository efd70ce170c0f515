import type { Catalogue } from '../catalogue';

// The pronunciation drill (type 6): the word's sounds scored one by one, the tips for each sound.
const pronunciationDrill: Catalogue = {
  'exercises.kinds.drillPronunciation.instruction': 'Say this word out loud.',
  'exercises.kinds.drillPronunciation.meaning': 'Meaning',
  'exercises.kinds.drillPronunciation.sounds': 'Sounds in this word',
  'exercises.kinds.drillPronunciation.soundsHint': 'Tap a sound to hear the model and see a tip.',
  'exercises.kinds.drillPronunciation.levelGood': 'Said well',
  'exercises.kinds.drillPronunciation.verdictGood': 'Well said!',
  'exercises.kinds.drillPronunciation.evaluationFailedLast':
    "We couldn't evaluate your pronunciation this time. Listen to the model, then go on to the next question.",
  'exercises.kinds.drillPronunciation.points': '{points} points',
  'exercises.kinds.drillPronunciation.verdictNotHeard':
    "We didn't hear every sound. Listen to the model and compare",
  'exercises.kinds.drillPronunciation.verdictCompare':
    'Listen to the model and check the sounds marked △',
  'exercises.kinds.drillPronunciation.verdictWorkOn': "You said it! Now practise what's marked △",
  'exercises.kinds.drillPronunciation.levelWorkOn': 'Practise this one',
  'exercises.kinds.drillPronunciation.legend': 'What the marks mean',
  'exercises.kinds.drillPronunciation.sound': 'The “{letters}” sound',
  'exercises.kinds.drillPronunciation.soundNumber': 'Sound {n}',
  'exercises.kinds.drillPronunciation.phone': '{sound}: {level} ({points} points)',
  'exercises.kinds.drillPronunciation.summary':
    'You said {good} of {total, plural, one {# sound} other {# sounds}} well',
  'exercises.kinds.drillPronunciation.evaluationFailed':
    "We couldn't evaluate your pronunciation this time. Check how the word is pronounced, then try recording again.",
  'exercises.kinds.drillPronunciation.compare': 'Compare them',
  'exercises.kinds.drillPronunciation.model': 'Model',
  'exercises.kinds.drillPronunciation.own': 'Your recording',
  'exercises.kinds.drillPronunciation.ownMissing': 'Your recording was not kept',
  'exercises.kinds.drillPronunciation.ownError': "Your recording couldn't be played.",
  'exercises.kinds.drillPronunciation.cardMissing':
    "We couldn't show this question. Please use “Skip” to go on to the next one.",
  'exercises.kinds.drillPronunciation.tipTitle': 'Tip: {sound}',
  'exercises.kinds.drillPronunciation.ipaNote':
    'Phonetic symbol (how dictionaries write this sound): /{phoneme}/',
  'exercises.kinds.drillPronunciation.tip.r':
    'Curl your tongue tip back a little without touching anything, and round your lips slightly, as if starting a “w”.',
  'exercises.kinds.drillPronunciation.tip.l':
    'Keep your tongue tip pressed behind your top front teeth while you use your voice.',
  'exercises.kinds.drillPronunciation.tip.th':
    'Rest your tongue tip lightly against your top front teeth and blow air out between them, so it isn’t an “s”.',
  'exercises.kinds.drillPronunciation.tip.dh':
    'Rest your tongue tip lightly against your top front teeth and use your voice as the air flows, so it isn’t a “z”.',
  'exercises.kinds.drillPronunciation.tip.v':
    'Touch your bottom lip with your top teeth and use your voice as the air flows, so it isn’t a “b”.',
  'exercises.kinds.drillPronunciation.tip.f':
    'Touch your bottom lip with your top teeth and blow air out, without your voice.',
  'exercises.kinds.drillPronunciation.tip.b':
    'Close your lips firmly, then open them together with your voice.',
  'exercises.kinds.drillPronunciation.tip.s':
    'Bring your tongue close to the ridge behind your top teeth and hiss, with no vowel after it.',
  'exercises.kinds.drillPronunciation.tip.sh':
    'Push your lips forward a little and make a long, quiet “shh”.',
  'exercises.kinds.drillPronunciation.tip.z':
    'Make an “s” and add your voice, so it buzzes like a bee.',
  'exercises.kinds.drillPronunciation.tip.stop':
    'Stop the air for a moment, then let it go with a small pop. At the end of a word, don’t add a vowel after it.',
  'exercises.kinds.drillPronunciation.tip.nasal':
    'Let the sound come through your nose: lips closed for “m”, tongue tip behind your top teeth for “n”.',
  'exercises.kinds.drillPronunciation.tip.ng':
    'Raise the back of your tongue and let the sound come through your nose, without a “g” at the end.',
  'exercises.kinds.drillPronunciation.tip.w':
    'Round your lips small and push them forward, then open them quickly into the next sound.',
  'exercises.kinds.drillPronunciation.tip.y':
    'Start from a quick “ee” shape and glide into the next sound.',
  'exercises.kinds.drillPronunciation.tip.h':
    'Shape your mouth for the next sound and breathe out gently.',
  'exercises.kinds.drillPronunciation.tip.ae':
    'A sound between “a” and “e”: open your mouth wide and spread your lips.',
  'exercises.kinds.drillPronunciation.tip.uh':
    'A short, relaxed “uh”, with your mouth only a little open.',
  'exercises.kinds.drillPronunciation.tip.ah':
    'Open your mouth tall and say “ah” from the back of your throat.',
  'exercises.kinds.drillPronunciation.tip.aw':
    'Round your lips a little and open your mouth tall for “aw”.',
  'exercises.kinds.drillPronunciation.tip.er':
    'Keep your tongue curled back while you say a relaxed “uh”: the “r” colours the whole vowel.',
  'exercises.kinds.drillPronunciation.tip.schwa':
    'Relax and say a very short, weak “uh”. The trick is not to stress it.',
  'exercises.kinds.drillPronunciation.tip.ee': 'Spread your lips in a smile and make a long “ee”.',
  'exercises.kinds.drillPronunciation.tip.ih': 'A sound between “i” and “e”: relaxed and short.',
  'exercises.kinds.drillPronunciation.tip.eh': 'Open your mouth a little and say a short “e”.',
  'exercises.kinds.drillPronunciation.tip.oo':
    'Round your lips small, push them forward and make a long “oo”.',
  'exercises.kinds.drillPronunciation.tip.uu':
    'Round your lips loosely and say a short, relaxed “oo”.',
  'exercises.kinds.drillPronunciation.tip.diphthong':
    'Glide smoothly from the first sound into the second: the first one clear, the second one light.',
  'exercises.kinds.drillPronunciation.tip.other':
    'Listen to the model carefully and copy the shape of the mouth as you say it.',
};

export default pronunciationDrill;
