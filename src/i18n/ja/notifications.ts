import type { Catalogue } from '../catalogue';

const notifications: Catalogue = {
  'notifications.callToAction.title': 'お知らせを通知で受け取りましょう',
  'notifications.callToAction.body': '新しい課題や締め切り、授業の開始を通知でお知らせします。',
  'notifications.callToAction.prompt': '通知を設定する',
  'notifications.callToAction.grantBody':
    'ブラウザーの通知がまだ許可されていません。下のボタンを押して「許可」を選んでください。',
  'notifications.callToAction.grant': '通知を許可する',
  'notifications.callToAction.deniedBody':
    'このサイトの通知はブロックされています。受け取るには、端末またはブラウザーの設定でこのサイトの通知を許可してください。',
  'notifications.callToAction.close': '通知のお知らせを閉じる',
};

export default notifications;
