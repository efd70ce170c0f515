import type { CourseSource } from './source-types';
import { businessMeetingsEmail } from './business-meetings-email';
import { discussionOpinion } from './discussion-opinion';
import { eikenPre2 } from './eiken-pre2';
import { everydayConversation } from './everyday-conversation';
import { firstSteps } from './first-steps';
import { juniorHighGrammar } from './junior-high-grammar';
import { toeic600 } from './toeic-600';
import { travelEnglish } from './travel-english';

/** Every course, easiest first (the catalogue's order). */
export const COURSE_SOURCES: readonly CourseSource[] = [
  firstSteps,
  everydayConversation,
  juniorHighGrammar,
  travelEnglish,
  eikenPre2,
  toeic600,
  businessMeetingsEmail,
  discussionOpinion,
];
