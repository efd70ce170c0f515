import type { Catalogue } from '../catalogue';

// The texts of an exercise that show outside its route (in the app's modals and on the screen the
// learner returns to): the exit confirmation and the feedback form.
const exerciseShell: Catalogue = {
  'exercises.exit.title': 'エクササイズを終了しますか？',
  'exercises.exit.body':
    'ここまでの答えは保存されていますが、トロフィーはもらえません。最後まで続けると結果が記録されます。',
  'exercises.exit.stay': '続ける',
  'exercises.exit.leave': '終了する',
  'exercises.feedback.title': 'このエクササイズはどうでしたか？',
  'exercises.feedback.difficulty': '難しさ',
  'exercises.feedback.easy': 'かんたん',
  'exercises.feedback.moderate': 'ちょうどいい',
  'exercises.feedback.difficult': 'むずかしい',
  'exercises.feedback.text': 'ひとこと（任意）',
  'exercises.feedback.send': '送る',
  'exercises.feedback.skip': 'あとで',
  'exercises.feedback.thanks': 'ありがとう！ 感想を受け取りました。',
  'exercises.feedback.chooseDifficulty': '難しさを選んでください。',
};

export default exerciseShell;
