import type { ContentBodyItem, ContentFooterItem, ContentPage } from '../../../db/exercise-content';

// The pages every exercise type shares. A question page's first footer item carries its
// problemUuid; start, review and end pages carry null, which is how the client knows the page
// before them held the final question.

export type AnswerControl = 'SPEECH' | 'TEXT' | 'CHOICE' | 'TILES' | 'WRITING';
const noProblem = (type: ContentFooterItem['type']): ContentFooterItem => ({
  type,
  problemUuid: null,
});

/** What a start page counts: `5 questions` / `全5問`, `3 sentences` / `全3文`. */
export function countText(count: number, unit: 'questions' | 'sentences'): ContentBodyItem {
  const counter = unit === 'questions' ? '問' : '文';
  return { type: 'PLAIN_TEXT', text: `${count} ${unit}`, translation: `全${count}${counter}` };
}

export function startPage(body: ContentBodyItem[]): ContentPage {
  return { body: [...body, { type: 'SHOW_START_BUTTONS' }], footer: [noProblem('START')] };
}

/** A page with one problem: the answer control, then a skip button (both name the problem). */
export function questionPage(
  body: ContentBodyItem[],
  control: AnswerControl,
  problemUuid: string,
): ContentPage {
  return {
    body,
    footer: [
      { type: control, problemUuid },
      { type: 'SKIP', problemUuid },
    ],
  };
}

/** After the last question of a non-drill exercise: trophy and end buttons, then the review. */
export function endPages(problemUuids: string[], before: ContentBodyItem[] = []): ContentPage[] {
  return [
    {
      body: [
        ...before,
        { type: 'SHOW_TROPHY' },
        { type: 'SHOW_REVIEW' },
        { type: 'SHOW_END_BUTTONS' },
      ],
      footer: [noProblem('FINISH')],
    },
    {
      body: [{ type: 'REVIEW', problemUuids }, { type: 'SHOW_END_BUTTONS' }],
      footer: [noProblem('FINISH')],
    },
  ];
}

/** After the last card of a drill: the review of the answers, then the trophy. */
export function drillEndPages(questionUuids: string[]): ContentPage[] {
  return [
    { body: [{ type: 'DRILL_REVIEW', questionUuids }], footer: [noProblem('NEXT')] },
    {
      body: [{ type: 'DRILL_TROPHY' }, { type: 'SHOW_END_BUTTONS' }],
      footer: [noProblem('FINISH')],
    },
  ];
}

/** The end of a practice run: the review of what was practised. */
export function practiceEndPage(problemUuids: string[]): ContentPage {
  return {
    body: [{ type: 'REVIEW', problemUuids }, { type: 'SHOW_END_BUTTONS' }],
    footer: [noProblem('FINISH')],
  };
}
