import { defineMessage, defineMessages } from 'react-intl';

// The class's time controls and the classroom view. Texts live in src/console/i18n/<lang>.ts.

export const classTimeMessages = {
  ...defineMessages({
    heading: { id: 'console.live.time.heading' },
    over: { id: 'console.live.time.over' },
    lobby: { id: 'console.live.lobby.send' },
    lobbyConfirm: { id: 'console.live.lobby.confirm' },
    lobbyYes: { id: 'console.live.lobby.yes' },
    lobbyNo: { id: 'console.live.lobby.no' },
    classroomOpen: { id: 'console.live.classroom.open' },
    classroomNewWindow: { id: 'console.live.classroom.newWindow' },
    badDuration: { id: 'console.live.form.badDuration' },
    durationStep: { id: 'console.live.form.durationStep' },
    classroomTitle: { id: 'console.classroom.title' },
    classroomBack: { id: 'console.classroom.back' },
    classroomNames: { id: 'console.classroom.names' },
    classroomFullScreen: { id: 'console.classroom.fullScreen' },
    classroomCounts: { id: 'console.classroom.counts' },
    classroomJoined: { id: 'console.classroom.count.joined' },
    classroomLobby: { id: 'console.classroom.count.lobby' },
    classroomInExercise: { id: 'console.classroom.count.exercise' },
    classroomFinished: { id: 'console.classroom.count.finished' },
    classroomAway: { id: 'console.classroom.count.away' },
    classroomExercises: { id: 'console.classroom.exercises' },
    classroomNoLock: { id: 'console.classroom.noLock' },
  }),
  left: defineMessage<{ minutes: number }>({ id: 'console.live.time.left' }),
  until: defineMessage<{ end: Date }>({ id: 'console.live.time.until' }),
  startsIn: defineMessage<{ minutes: number }>({ id: 'console.live.time.startsIn' }),
  extend: defineMessage<{ minutes: number }>({ id: 'console.live.time.extend' }),
  extendLabel: defineMessage<{ minutes: number }>({ id: 'console.live.time.extendLabel' }),
  extended: defineMessage<{ group: string; minutes: number; end: Date }>({
    id: 'console.live.time.extended',
  }),
  lobbySent: defineMessage<{ group: string }>({ id: 'console.live.lobby.sent' }),
  ofTotal: defineMessage<{ total: number }>({ id: 'console.classroom.ofTotal' }),
  exerciseProgress: defineMessage<{ finished: number; inProgress: number; notStarted: number }>({
    id: 'console.classroom.exerciseProgress',
  }),
  finishedBar: defineMessage<{ finished: number; total: number }>({
    id: 'console.classroom.finishedBar',
  }),
  namesFinished: defineMessage<{ names: string }>({ id: 'console.classroom.namesFinished' }),
  namesWorking: defineMessage<{ names: string }>({ id: 'console.classroom.namesWorking' }),
};
