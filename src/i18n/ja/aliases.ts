import type { Catalogue } from '../catalogue';

const aliases: Catalogue = {
  'aliases.switch.button': '所属：{orgName}',
  'aliases.switch.title': '所属の切り替え',
  'aliases.switch.legend': '利用する所属を選んでください',
  'aliases.switch.option': '{orgName}（{aliasName}）',
  'aliases.switch.current': '利用中',
  'aliases.switch.confirm': '切り替える',
  'aliases.switch.cancel': 'キャンセル',
  'aliases.switch.close': '閉じる',
  'aliases.switch.lockedInClass':
    '授業のあいだは、所属を切り替えられません。授業が終わったら、また切り替えられますよ。',
  'aliases.switch.switched': '{orgName} に切り替えました',
};

export default aliases;
