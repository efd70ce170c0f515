import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-speaking.ts.
export const speakingMessages = {
  ...defineMessages({
    record: { id: 'exercises.speaking.record' },
    stop: { id: 'exercises.speaking.stop' },
    recordKey: { id: 'exercises.speaking.recordKey' },
    requesting: { id: 'exercises.speaking.requesting' },
    recording: { id: 'exercises.speaking.recording' },
    processing: { id: 'exercises.speaking.processing' },
    level: { id: 'exercises.speaking.level' },
    heardSoFar: { id: 'exercises.speaking.heardSoFar' },
    silent: { id: 'exercises.speaking.silent' },
    timeout: { id: 'exercises.speaking.timeout' },
    notHeard: { id: 'exercises.speaking.notHeard' },
    recognitionFailed: { id: 'exercises.speaking.recognitionFailed' },
    permissionDenied: { id: 'exercises.speaking.permissionDenied' },
    noDevice: { id: 'exercises.speaking.noDevice' },
    unsupported: { id: 'exercises.speaking.unsupported' },
    unknown: { id: 'exercises.speaking.unknown' },
    connection: { id: 'exercises.speaking.connection' },
    switchToBasic: { id: 'exercises.speaking.switchToBasic' },
    switching: { id: 'exercises.speaking.switching' },
    switchFailed: { id: 'exercises.speaking.switchFailed' },
    typeInstead: { id: 'exercises.speaking.typeInstead' },
    typedLabel: { id: 'exercises.speaking.typedLabel' },
    typedNote: { id: 'exercises.speaking.typedNote' },
    typedSend: { id: 'exercises.speaking.typedSend' },
  }),
  levelText: defineMessage<{ percent: number }>({ id: 'exercises.speaking.levelText' }),
};
