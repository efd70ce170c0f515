import type { Catalogue } from '../catalogue';

const skills: Catalogue = {
  'skills.overview.heading': 'Skills',
  'skills.load.loading': 'Loading your skill figures',
  'skills.load.error':
    'Your skill figures could not be loaded. Check your connection and try again.',
  'skills.practice.heading': 'Practise',
  'skills.practice.intro':
    'Questions are made from the words and phrases you find hard. Choose a level, then start.',
  'skills.practice.level': 'Level',
  'skills.practice.vocabulary.name': 'Vocabulary practice',
  'skills.practice.vocabulary.description': 'Choose the meaning and learn the words.',
  'skills.practice.vocabulary.start': 'Start vocabulary practice',
  'skills.practice.pronunciation.name': 'Pronunciation practice',
  'skills.practice.pronunciation.description': 'Say the words aloud and check your pronunciation.',
  'skills.practice.pronunciation.start': 'Start pronunciation practice',
  'skills.practice.listening.name': 'Listening practice',
  'skills.practice.listening.description': 'Listen and choose the word you hear.',
  'skills.practice.listening.start': 'Start listening practice',
  'skills.schoolGrade.name':
    '{grade, select, 3 {Elementary, grade 3} 4 {Elementary, grade 4} 5 {Elementary, grade 5} 6 {Elementary, grade 6} 11 {Junior high, year 1} 12 {Junior high, year 2} 13 {Junior high, year 3} 24 {High school, basic} 25 {High school, advanced} other {University entrance exam}}',
  'skills.performance.heading': 'Your English in figures',
  'skills.performance.intro':
    'Figures measured from your answers so far, compared with the beginner, middle and advanced guides.',
  'skills.performance.yourFigure': 'You:',
  'skills.performance.noFigure': 'There are not enough answers to measure this yet.',
  'skills.performance.samples': '(from {count, plural, one {# answer} other {# answers}})',
  'skills.performance.bands': 'Guide',
  'skills.performance.you': 'You are here',
  'skills.metric.reactionTime.name': 'Time to answer',
  'skills.metric.reactionTime.hint':
    'The average time from a question to your answer. Shorter is more advanced.',
  'skills.metric.averageRetry.name': 'Retries',
  'skills.metric.averageRetry.hint':
    'The average number of retries per question. Fewer is more advanced.',
  'skills.metric.wordsPerMinute.name': 'Speaking speed',
  'skills.metric.wordsPerMinute.hint':
    'How many words you say per minute when speaking. More is more advanced.',
  'skills.band.name': '{band, select, beginner {Beginner} intermediate {Middle} other {Advanced}}',
  'skills.range.from': '{from} or more',
  'skills.range.below': 'under {below}',
  'skills.range.between': '{from} to under {below}',
  'skills.unit.seconds': '{value} s',
  'skills.unit.retries': '{value} retries',
  'skills.unit.wordsPerMinute': '{value} words per minute',
};

export default skills;
