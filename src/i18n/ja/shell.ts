import type { Catalogue } from '../catalogue';

const shell: Catalogue = {
  'shell.navBar.label': 'メインメニュー',
  'nav.home': 'ホーム',
  'nav.search': 'さがす',
  'nav.learning-history': '学習履歴',
  'nav.skills': 'スキル',
  'nav.ai-chat': 'AIチャット',
  'shell.aiChat.failed':
    'AIチャットを開けませんでした。少し時間をおいて、もう一度ためしてみてくださいね。',
  'nav.settings': '設定',
  'shell.layout.appName': 'Eigo',
  'shell.layout.skipToContent': '本文へ移動',
  'shell.layout.loading': '読み込み中',
  'shell.backButton.label': '戻る',
  'shell.languageSwitch.label': '表示言語',
  'shell.languageSwitch.ja': '日本語',
  'shell.languageSwitch.en': 'English',
  'shell.notFound.title': '404',
  'shell.notFound.message': '<code>{path}</code> というページは見つかりませんでした。',
  'shell.notFound.home': 'ホームへ戻る',
  'shell.notFound.login': 'ログイン画面へ',
  'shell.maintenance.heading': 'ただいまメンテナンス中です',
  'shell.maintenance.serverMessage': 'お知らせ',
  'shell.maintenance.apology':
    'ご不便をおかけして申し訳ございません。メンテナンスが終わるまでしばらくお待ちください。',
  'shell.maintenance.support': 'お困りの場合は <mail>{email}</mail> までお問い合わせください。',
  'shell.maintenance.refresh': '再読み込み',
  'shell.maintenance.refreshing': '状況を確認しています',
  'shell.reloadAlert.title': '新しいバージョンがあります',
  'shell.reloadAlert.body':
    'アプリが更新されました。OK を押すと画面を再読み込みして最新版をお使いいただけます。',
  'shell.reloadAlert.ok': 'OK',
  'shell.routeError.chunkTitle': '画面を読み込めませんでした',
  'shell.routeError.chunkBody':
    '通信状態を確認してから、再読み込みしてください。（ChunkLoadError）',
  'shell.routeError.title': '問題が発生しました',
  'shell.routeError.body': '予期しないエラーが発生しました。再読み込みしてください。',
  'shell.routeError.reload': '再読み込み',
  'shell.iosUpdate.title': 'アプリのバージョン {version} が出ています',
  'shell.iosUpdate.body':
    'お使いのバージョンでは一部の機能が使えません。App Store からバージョン {version} 以降に更新してください。',
  'shell.versions.heading': 'バージョン',
  'shell.versions.web': 'Web: {version}',
  'shell.versions.android': 'Android: {version}',
  'shell.versions.ios': 'iOS: {version}',
  'shell.versions.notTwa': 'アプリ外で表示中',
  'shell.versions.noVersion': '不明',
  'shell.versions.notIosApp': 'アプリ外で表示中',
  'shell.sessionEnded.title': '授業が終わりました',
  'shell.sessionEnded.body': '授業は終了しました。おつかれさまでした。',
  'shell.classCancelled.title': '授業は中止になりました',
  'shell.classCancelled.body':
    '予定していた授業は中止になりました。ほかの学習を自由に進めてくださいね。',
  'shell.limitedModeStarted.title': '授業が始まりました',
  'shell.limitedModeStarted.body':
    '先生がエクササイズを選びました。ロビーからエクササイズに取り組んでください。',
  'shell.classEndWarning.body':
    '授業はあと{minutes}分で終わります。区切りのよいところまで進めましょう。',
  'shell.modal.ok': 'OK',
  'shell.notificationPrompt.title': '通知を受け取りますか?',
  'shell.notificationPrompt.body':
    '課題や授業のお知らせを通知でお届けします。次の画面でブラウザーの許可を求められたら「許可」を選んでください。',
  'shell.notificationPrompt.allow': '通知を受け取る',
  'shell.notificationPrompt.later': 'あとで',
};

export default shell;
