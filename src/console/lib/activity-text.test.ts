import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../api/generated/model/activityEntry';
import { activityEventMessages } from '../activity/activity-messages';
import { describeActivity } from './activity-text';

const hana = { uuid: 'u-hana', email: 'hana@sakura.example', userName: 'Hana Sato' };
const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: '2026-11-22T00:00:00.000Z',
  kind: 'signIn',
  user: hana,
  details: {},
  ...overrides,
});
const describe_ = (e: ActivityEntry) =>
  describeActivity(e, (type) => `type ${type}`, 'The backend');

describe('describeActivity', () => {
  it('names the user, or the backend for its own events', () => {
    expect(describe_(entry({}))).toEqual({
      message: activityEventMessages.signIn,
      values: { user: 'Hana Sato' },
    });
    expect(describe_(entry({ kind: 'signOut', user: null })).values).toEqual({
      user: 'The backend',
    });
  });

  it.each([
    [{ correct: true, skipped: false }, 'correct'],
    [{ correct: false, skipped: false }, 'incorrect'],
    [{ correct: null, skipped: true }, 'skipped'],
    [{ correct: null, skipped: false }, 'unjudged'],
  ] as const)('tells an answer %j as %s', (details, result) => {
    const line = describe_(
      entry({ kind: 'answer', details: { ...details, exerciseTitle: 'Greeting Words' } }),
    );
    expect(line.values).toEqual({ user: 'Hana Sato', exercise: 'Greeting Words', result });
  });

  it('names a run without a title (personal practice) by its type', () => {
    const line = describe_(
      entry({ kind: 'exerciseStarted', details: { exerciseType: 4, mode: 'personalized' } }),
    );
    expect(line.values).toEqual({ user: 'Hana Sato', exercise: 'type 4', mode: 'personalized' });
  });

  it('gives a finished run its counts and trophy (0 for none)', () => {
    const details = { exerciseTitle: 'Greeting Words', correctCount: 5, problemCount: 5 };
    expect(
      describe_(entry({ kind: 'exerciseEnded', details: { ...details, trophy: 3 } })).values,
    ).toEqual({ user: 'Hana Sato', exercise: 'Greeting Words', trophy: 3, correct: 5, total: 5 });
    expect(
      describe_(entry({ kind: 'exerciseEnded', details: { ...details, trophy: null } })).values
        .trophy,
    ).toBe(0);
  });

  it('shortens a device to its first 8 characters', () => {
    const line = describe_(
      entry({
        kind: 'classTakenOver',
        details: { groupName: '2-A', deviceUuid: '6f1f7a52-6a43-4c1e-9d55-0c8f0b0e7a11' },
      }),
    );
    expect(line.values).toEqual({ user: 'Hana Sato', group: '2-A', device: '6f1f7a52' });
  });

  it('tells the controls', () => {
    expect(
      describe_(entry({ kind: 'clockSet', user: null, details: { now: '2026-11-22T02:00:00Z' } }))
        .values,
    ).toEqual({ fixed: 'yes', time: new Date('2026-11-22T02:00:00Z') });
    expect(
      describe_(entry({ kind: 'clockSet', user: null, details: { now: null } })).values.fixed,
    ).toBe('no');
    expect(
      describe_(
        entry({
          kind: 'maintenanceSet',
          user: null,
          details: { active: true, message: 'Back at 10' },
        }),
      ).values,
    ).toEqual({ active: 'yes', text: 'Back at 10', hasText: 'yes' });
    expect(
      describe_(
        entry({ kind: 'classLocked', user: null, details: { groupName: '2-A', exerciseCount: 2 } }),
      ).values,
    ).toEqual({ group: '2-A', count: 2 });
    expect(
      describe_(
        entry({
          kind: 'featureFlagSet',
          details: { flagName: 'llm_conversation', value: true, orgName: 'Midori Cram School' },
        }),
      ).values,
    ).toEqual({
      user: 'Hana Sato',
      flag: 'llm_conversation',
      value: 'on',
      org: 'Midori Cram School',
    });
  });

  it('has a message for every kind', () => {
    for (const kind of Object.keys(activityEventMessages) as ActivityEntry['kind'][]) {
      expect(describe_(entry({ kind })).message).toBe(activityEventMessages[kind]);
    }
  });
});
