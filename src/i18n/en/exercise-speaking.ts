import type { Catalogue } from '../catalogue';

// The speaking panel shared by chat, the pronunciation drill and single sentence reading.
const speaking: Catalogue = {
  'exercises.speaking.record': 'Record',
  'exercises.speaking.stop': 'Stop recording',
  'exercises.speaking.recordKey': 'Space records too',
  'exercises.speaking.requesting': 'Please allow the microphone when your browser asks.',
  'exercises.speaking.recording': 'Recording. Press the button again when you have finished.',
  'exercises.speaking.processing': 'Listening…',
  'exercises.speaking.level': 'Microphone level',
  'exercises.speaking.levelText': 'Level {percent}%',
  'exercises.speaking.heardSoFar': 'What we heard',
  'exercises.speaking.silent':
    "We couldn't hear anything. Check that your microphone is connected and not muted, then record again.",
  'exercises.speaking.timeout': 'Time is up, so recording stopped. Press record again to continue.',
  'exercises.speaking.notHeard':
    "We couldn't make out any English. Move closer to the microphone and press record again.",
  'exercises.speaking.recognitionFailed': 'Recognition failed. Please press record again.',
  'exercises.speaking.permissionDenied':
    'Please allow microphone usage: allow this site to use the microphone in your browser settings, then press record again.',
  'exercises.speaking.noDevice':
    'No microphone was found. Check that one is connected and that no other app is using it.',
  'exercises.speaking.unsupported':
    "This browser can't record. Please try a newer version of your browser.",
  'exercises.speaking.unknown': 'An unknown error occurred. Please press record again.',
  'exercises.speaking.connection':
    "We couldn't connect to the service that listens to your English. Filtering software at your school or company may be blocking it. Switching to basic mode usually gets through.",
  'exercises.speaking.switchToBasic': 'Switch to basic mode',
  'exercises.speaking.switching': 'Switching…',
  'exercises.speaking.switchFailed':
    "The switch couldn't be saved. Please try again; you can also switch on the settings page.",
  'exercises.speaking.typeInstead': "Can't speak right now? Type your answer",
  'exercises.speaking.typedLabel': 'Type your answer in English',
  'exercises.speaking.typedNote': 'Typed answers are judged the same way as spoken ones.',
  'exercises.speaking.typedSend': 'Answer',
};

export default speaking;
