import type { AssignmentRecord } from '../db/assignments';
import type { LiveSessionRecord } from '../db/live-sessions';

// What a push carries to the app's service worker (src/sw/worker/push-handlers.ts reads it): the kind,
// the title and body in both languages with the language the learner chose (the subscription's
// tag), the app path a click opens (src/config/routes.ts: /assignment/details/<id>, /live/lobby)
// and a tag, so a repeated announcement replaces the notification rather than stacking.

export type PushKind = 'assignment-opened' | 'assignment-due' | 'live-started';
type Text = { ja: string; en: string };

export type PushMessage = {
  kind: PushKind;
  lang: 'ja' | 'en';
  title: Text;
  body: Text;
  url: string;
  tag: string;
};

export function assignmentMessage(
  kind: 'assignment-opened' | 'assignment-due',
  assignment: Pick<AssignmentRecord, 'id' | 'title'>,
  lang: 'ja' | 'en',
): PushMessage {
  const { id, title } = assignment;
  const text =
    kind === 'assignment-opened'
      ? {
          title: { ja: '新しい課題が始まりました', en: 'A new assignment is open' },
          body: { ja: `「${title}」に取り組みましょう。`, en: `Start "${title}" now.` },
        }
      : {
          title: { ja: '課題の締め切りまであと1日です', en: 'An assignment is due in a day' },
          body: { ja: `「${title}」は明日が締め切りです。`, en: `"${title}" is due tomorrow.` },
        };
  return { kind, lang, ...text, url: `/assignment/details/${id}`, tag: `${kind}-${id}` };
}

export function liveMessage(
  session: Pick<LiveSessionRecord, 'id' | 'group'>,
  lang: 'ja' | 'en',
): PushMessage {
  const group = session.group.name;
  return {
    kind: 'live-started',
    lang,
    title: { ja: '授業が始まりました', en: 'Your class has started' },
    body: { ja: `${group}の授業に参加しましょう。`, en: `Join the ${group} class.` },
    url: '/live/lobby',
    tag: `live-started-${session.id}`,
  };
}
