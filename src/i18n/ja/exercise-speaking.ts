import type { Catalogue } from '../catalogue';

// The speaking panel shared by chat, the pronunciation drill and single sentence reading.
const speaking: Catalogue = {
  'exercises.speaking.record': '録音する',
  'exercises.speaking.stop': '録音を止める',
  'exercises.speaking.recordKey': 'スペースキーでも録音できます',
  'exercises.speaking.requesting':
    'マイクの使用を許可してください。ブラウザーに確認の表示が出ます。',
  'exercises.speaking.recording': '録音中です。話し終わったら、もう一度ボタンを押してください。',
  'exercises.speaking.processing': '聞き取っています…',
  'exercises.speaking.level': 'マイクの音量',
  'exercises.speaking.levelText': '音量 {percent}%',
  'exercises.speaking.heardSoFar': '聞き取れた英語',
  'exercises.speaking.silent':
    '音が聞こえませんでした。マイクがつながっていて、ミュートになっていないか確かめてから、もう一度録音してください。',
  'exercises.speaking.timeout':
    '時間になったので、録音を止めました。続けるには、もう一度録音ボタンを押してください。',
  'exercises.speaking.notHeard':
    '英語が聞き取れませんでした。マイクに近づいて、もう一度録音ボタンを押してください。',
  'exercises.speaking.recognitionFailed':
    '音声を認識できませんでした。もう一度録音ボタンを押してください。',
  'exercises.speaking.permissionDenied':
    'マイクの使用を許可してください。ブラウザーの設定で、このサイトのマイクを許可してから、もう一度録音ボタンを押してください。',
  'exercises.speaking.noDevice':
    'マイクが見つかりません。マイクをつないでいるか、ほかのアプリがマイクを使っていないか確かめてください。',
  'exercises.speaking.unsupported':
    'このブラウザーでは録音できません。新しいバージョンのブラウザーで開いてみてください。',
  'exercises.speaking.unknown':
    '問題が起きました（原因不明のエラー）。もう一度録音ボタンを押してください。',
  'exercises.speaking.connection':
    '英語を聞き取るしくみにつながりませんでした。学校や会社のフィルタリングソフトが通信を止めているかもしれません。ベーシックモードに切り替えると、つながりやすくなります。',
  'exercises.speaking.switchToBasic': 'ベーシックモードに切り替える',
  'exercises.speaking.switching': '切り替えています…',
  'exercises.speaking.switchFailed':
    '切り替えを保存できませんでした。もう一度お試しください。設定画面からも切り替えられます。',
  'exercises.speaking.typeInstead': 'いま声を出せないときは、入力して答える',
  'exercises.speaking.typedLabel': '英語で答えを入力',
  'exercises.speaking.typedNote': '入力した答えも、話した答えと同じように判定されます。',
  'exercises.speaking.typedSend': '答える',
};

export default speaking;
