// The catalogues hold no text nothing shows: every catalogue id is declared in the source, and
// every declared message is referenced by the code (a screen that goes takes its texts with it).
// The other direction (every declared id has both translations) is catalogues.test.ts's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  declaredMessages,
  en,
  ja,
  sourceFiles,
  SRC,
  type DeclaredMessage,
} from './catalogue-test-support';

/**
 * Message groups whose messages the code picks by a runtime value (`group[value]`) or hands on
 * whole, so no single message is named in the source: each of their messages counts as used. The
 * reason says what picks them; a group used this way and not listed fails the test below.
 */
const PICKED_AT_RUNTIME: Record<string, string> = {
  demoLineWords: "handed whole to the player as the demo kind's step words",
  exerciseTypeMessages: "the API's exercise type number (exercise rows)",
  statusFilterMessages: 'the assignment status filter options',
  sortMessages: 'the assignment sort options',
  passwordMessages: 'the password rule a new password breaks',
  linkMessages: 'why a sign-in or reset link was refused',
  eikenGradeMessages: 'the Eiken grade id of a course level',
  feedbackMessages: 'the difficulty options of the feedback form',
  dictationMessages: "a dictation word's status (correct, wrong, missing, extra)",
  tipMessages: 'the phoneme a pronunciation tip is for',
  skillMessages: 'the skill number of the history filter',
  lobbyNoticeMessages: 'the notice the live lobby shows',
  metricMessages: 'the metric of a skills performance card',
  practiceMessages: 'the skill of a practice card',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const files = sourceFiles().map((path) => ({
  file: path.slice(SRC.length + 1),
  text: readFileSync(path, 'utf8'),
}));
const declared = declaredMessages();

/** The names a group goes by in a file: its own name where declared, else as imported. */
function localNames(group: string, declaringFile: string, file: string, text: string): string[] {
  const names = file === declaringFile ? [group] : [];
  const imported = new RegExp(`\\b${group}\\b(?:\\s+as\\s+(\\w+))?`, 'g');
  for (const clause of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from/g))
    for (const match of clause[1]!.matchAll(imported)) names.push(match[1] ?? group);
  return names;
}

function isReferenced(message: DeclaredMessage): boolean {
  const { group, path, file: declaringFile } = message;
  // Declared in place, inside the expression that shows it.
  if (group === null) return true;
  const chain = path.map((name) => `\\s*\\??\\.\\s*${escape(name)}\\b`).join('');
  return files.some(({ file, text }) =>
    localNames(group, declaringFile, file, text).some((name) => {
      const uses = text.match(new RegExp(`\\b${name}\\b${chain}`, 'g'))?.length ?? 0;
      // A message held by a variable of its own is named once where it is declared.
      return uses > (path.length === 0 && file === declaringFile ? 1 : 0);
    }),
  );
}

describe('catalogue usage', () => {
  const ids = new Set(declared.map((message) => message.id));

  it('finds the declared messages', () => {
    expect(declared.length).toBeGreaterThan(500);
    expect(ids.has('nav.home')).toBe(true);
  });

  it('declares every id as a plain string (one built at runtime could not be checked)', () => {
    expect(declared.filter((message) => message.id === null)).toEqual([]);
  });

  it.each([
    ['ja', ja],
    ['en', en],
  ])('%s holds only declared ids', (_language, catalogue) => {
    expect(Object.keys(catalogue).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('references every declared message in the code', () => {
    const unreferenced = declared
      .filter((message) => !(message.group !== null && message.group in PICKED_AT_RUNTIME))
      .filter((message) => !isReferenced(message))
      .map(({ id, file, group, path }) => `${id} (${file}: ${[group, ...path].join('.')})`);
    expect(unreferenced).toEqual([]);
    // A search of every message in every source file: 1-2 s alone, 7 s on two cores busy with
    // a gate's other work, past vitest's default 5 s.
  }, 30_000);

  it.each(Object.keys(PICKED_AT_RUNTIME))('%s is indeed picked at runtime', (group) => {
    const declaringFile = declared.find((message) => message.group === group)?.file;
    expect(declaringFile).toBeDefined();
    const picked = files.some(({ file, text }) => {
      const code = text.replace(/^import[^;]*;/gm, '');
      return localNames(group, declaringFile!, file, text).some(
        (name) =>
          // Indexed (`group[value]`, `group.part[value]`) or handed on (`stepWords: group,`).
          new RegExp(`\\b${name}(\\s*\\??\\.\\s*\\w+)*\\s*\\[`).test(code) ||
          new RegExp(`[:(,]\\s*${name}\\s*[,)}]`).test(code),
      );
    });
    expect(picked).toBe(true);
  });
});
