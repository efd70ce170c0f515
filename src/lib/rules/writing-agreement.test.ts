import { describe, expect, it } from 'vitest';
import { agreementSlips } from './writing-agreement';

const fixesOf = (text: string) =>
  agreementSlips(text).map((slip) => `${slip.text}→${slip.suggestion}`);

describe('the -s after he / she / it', () => {
  it.each([
    ['she always help me', ['help→helps']],
    ['She always help me with my homework.', ['help→helps']],
    ['My father drink coffee every day.', ['drink→drinks']],
    ['He usually go to school by bus.', ['go→goes']],
    ['My sister often study English.', ['study→studies']],
    ['It rain a lot in June.', ['rain→rains']],
    ['The little dog run fast.', ['run→runs']],
    ['Everyone like summer.', ['like→likes']],
    ['I like tennis, and my brother play soccer.', ['play→plays']],
    ['She have a cat.', ['have→has']],
    ['He watch TV and she wash the dishes.', ['watch→watches', 'wash→washes']],
    ['This song make me happy.', ['make→makes']],
    ['She never sometimes like it.', ['like→likes']],
  ])('flags %j', (text, fixes) => {
    expect(fixesOf(text)).toEqual(fixes);
  });

  it.each([
    'She always helps me.',
    'My father drinks coffee every day.',
    'My friends play soccer.',
    'The children play in the park.',
    'Does she like dogs?',
    'Let it go.',
    'I made him help me.',
    'I saw her play tennis.',
    'She can swim.',
    'I want to play with the dog.',
    'My father and I cook dinner.',
    'This morning I go to school.',
    'I know that they like music.',
    'I like it. Play with me!',
    'She is kind.',
    'He went to Kyoto.',
    'I like dogs. I have two dogs.',
  ])('leaves %j alone', (text) => {
    expect(fixesOf(text)).toEqual([]);
  });

  it('places the slip on the verb as written', () => {
    const text = 'My sister is kind. She always help me.';
    const [slip] = agreementSlips(text);
    expect(slip).toEqual({ start: 30, end: 34, text: 'help', suggestion: 'helps' });
    expect(text.slice(slip!.start, slip!.end)).toBe('help');
  });
});
